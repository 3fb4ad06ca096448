/** Lighthouse category scores, 0–100. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The middle value (the lower middle for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function runOnce(url: string, chromePath: string): Promise<LighthouseScores> {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const categories = result!.lhr.categories;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse with its default (mobile, simulated throttling) settings
 * against each URL, in Debian's Chromium, one fresh browser per run so no
 * cache carries over, and reports each category's median over `runs` runs:
 * the simulation scales the CPU time it observes, so one run on a busy
 * machine can move the performance score by ten points.
 */
export async function measureLighthouse(urls: string[], chromePath: string, runs = 3): Promise<Map<string, LighthouseScores>> {
  const scores = new Map<string, LighthouseScores>();
  for (const url of urls) {
    const results: LighthouseScores[] = [];
    for (let run = 0; run < runs; run++) results.push(await runOnce(url, chromePath));
    const middle = (key: keyof LighthouseScores) => median(results.map((result) => result[key]));
    scores.set(url, { performance: middle('performance'), accessibility: middle('accessibility'), bestPractices: middle('bestPractices'), seo: middle('seo') });
  }
  return scores;
}
