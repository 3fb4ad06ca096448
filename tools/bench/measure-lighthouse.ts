/** Lighthouse category scores, 0–100. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Runs Lighthouse with its default (mobile, simulated throttling) settings
 * against each URL, in Debian's Chromium, one fresh browser per page so no
 * cache carries over.
 */
export async function measureLighthouse(urls: string[], chromePath: string): Promise<Map<string, LighthouseScores>> {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const scores = new Map<string, LighthouseScores>();
  for (const url of urls) {
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      const categories = result!.lhr.categories;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      scores.set(url, { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') });
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}
