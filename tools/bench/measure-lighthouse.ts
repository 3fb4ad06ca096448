/** Lighthouse category scores, 0–100, and the main-thread figures behind the performance score, in ms. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * `main.js` evaluation: the `scripting` time the `bootup-time` audit gives the site's main bundle;
   * 0 when the audit leaves the bundle out for taking under its 50 ms threshold in all.
   */
  mainJsEvaluation: number;
  /** Everything the audit puts down to `main.js`: evaluation, parsing and compiling, and the work it causes. */
  mainJsTotal: number;
  /** The `bootup-time` audit's figure: JavaScript execution time of every script. */
  bootup: number;
  totalBlockingTime: number;
}

type Timings = Pick<LighthouseScores, 'mainJsEvaluation' | 'mainJsTotal' | 'bootup' | 'totalBlockingTime'>;

/** The parts of a Lighthouse result these figures come from. */
interface AuditsOfResult {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** A row of the `bootup-time` audit's table: one script's main-thread time, in ms. */
interface BootupItem {
  url?: string;
  scripting?: number;
  total?: number;
}

/** Docusaurus's entry bundle, `assets/js/main.<hash>.js`. */
const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;

/** The timings of one run (Lighthouse's simulated mobile CPU: 4× slower than the machine's). */
export function timingsOf({ audits }: AuditsOfResult): Timings {
  const items = (audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items ?? [];
  // Lighthouse lists the time it cannot put on a script under the URL "Unattributable".
  const main = items.find((item) => item.url !== undefined && URL.canParse(item.url) && MAIN_BUNDLE.test(new URL(item.url).pathname));
  return {
    mainJsEvaluation: Math.round(main?.scripting ?? 0),
    mainJsTotal: Math.round(main?.total ?? 0),
    bootup: Math.round(audits['bootup-time']?.numericValue ?? 0),
    totalBlockingTime: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  };
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The middle value (the lower middle for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** One Lighthouse run of a URL, in a fresh browser. */
export async function runOnce(url: string, chromePath: string): Promise<LighthouseScores> {
  // Both packages are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const categories = result!.lhr.categories;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'), ...timingsOf(result!.lhr) };
  } finally {
    await chrome.kill();
  }
}

/**
 * Runs Lighthouse with its default (mobile, simulated throttling) settings
 * against each URL, in Debian's Chromium, one fresh browser per run so no
 * cache carries over, and reports each figure's median over `runs` runs:
 * the simulation scales the CPU time it observes, so one run on a busy
 * machine can move the performance score by ten points.
 */
export async function measureLighthouse(urls: string[], chromePath: string, runs = 3): Promise<Map<string, LighthouseScores>> {
  const scores = new Map<string, LighthouseScores>();
  for (const url of urls) {
    const results: LighthouseScores[] = [];
    for (let run = 0; run < runs; run++) results.push(await runOnce(url, chromePath));
    const middle = (key: keyof LighthouseScores) => median(results.map((result) => result[key]));
    const figures = Object.keys(results[0]) as Array<keyof LighthouseScores>;
    scores.set(url, Object.fromEntries(figures.map((key) => [key, middle(key)])) as unknown as LighthouseScores);
  }
  return scores;
}
