import type { Browser, Page, Request } from '@playwright/test';

/** Milliseconds from the first letter, typed right after Ctrl+K, to the first result shown. */
export interface SearchFigures {
  /** New browser context: the index is downloaded and the worker builds its index. */
  coldMs: number;
  /** Same page, worker ready, modal closed: from the shortcut and a first letter to its first result (the modal opens again, and the letter's words may need a shard). */
  reopenMs: number;
  /** Modal open, the query's files already loaded: from the input to the results shown, median of WARM_QUERIES, timed in the page. */
  warmMs: number;
  /** Bytes the browser received between opening the modal and the first result, the worker's index download included (compressed as served). */
  coldBytes: number;
  /** `/search?q=…` opened in a new browser context: from the page's load event to its first result. */
  searchPageMs: number;
}

/** The reader opens search and types at once, without waiting for the modal (its code may still be loading). */
async function firstResultMs(page: Page, query: string): Promise<number> {
  await page.keyboard.press('Control+k');
  const started = Date.now();
  await page.keyboard.type(query.slice(0, 1));
  await page.locator('.DocSearch-Hit').first().waitFor();
  const elapsed = Date.now() - started;
  await page.keyboard.press('Escape');
  return elapsed;
}

/** Queries of different costs: a common word with many completions, two words, a question, a rare word. */
const WARM_QUERIES = ['order', 'channels', 'order state', 'product variant', 'how do I create a plugin', 'refund', 'customer'];

/**
 * Warm query time as the reader sees it: each query is typed once to load its
 * files, then entered again and timed in the page, from the input event to
 * the last change of the modal's results (a MutationObserver), so
 * Playwright's own round trips are not counted.
 */
type TimedWindow = Window & { warmTiming?: { start: number; last: number } };

async function warmQueryMs(page: Page): Promise<number> {
  await page.keyboard.press('Control+k');
  await page.evaluate(() => {
    const timing = ((window as TimedWindow).warmTiming = { start: 0, last: 0 });
    document.querySelector('.DocSearch-Input')!.addEventListener('input', () => (timing.start = performance.now()), true);
    new MutationObserver(() => (timing.last = performance.now())).observe(document.querySelector('.DocSearch-Modal')!, { subtree: true, childList: true, characterData: true });
  });
  const times: number[] = [];
  for (const query of WARM_QUERIES) {
    for (const timed of [false, true]) {
      await page.fill('.DocSearch-Input', '');
      await page.waitForTimeout(300);
      await page.fill('.DocSearch-Input', query);
      await page.locator('.DocSearch-Hit').first().waitFor();
      // Settled: no change for half a second.
      await page.waitForTimeout(500);
      if (timed) times.push(await page.evaluate(() => { const { start, last } = (window as TimedWindow).warmTiming!; return last - start; }));
    }
  }
  await page.keyboard.press('Escape');
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]);
}

/** A link to the search page with a query, followed in a fresh browser: how long after load its results are listed. */
async function searchPageMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const loaded = await page.evaluate(() => performance.timing.loadEventEnd);
  await page.locator('main ol li a').first().waitFor();
  const shown = await page.evaluate(() => Date.now());
  await context.close();
  return Math.max(0, shown - loaded);
}

/** Measures the embedded search the way a reader meets it: open the modal on a guide page and type. */
export async function measureSearch(browser: Browser, pageUrl: string): Promise<SearchFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(pageUrl, { waitUntil: 'networkidle' });
  // Playwright reports the search worker's requests with the page's (a CDP session on the page would miss them).
  const sizes: Promise<number>[] = [];
  const onRequest = (request: Request) => sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
  page.on('requestfinished', onRequest);
  const coldMs = await firstResultMs(page, 'channel');
  page.off('requestfinished', onRequest);
  const coldBytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  const reopenMs = await firstResultMs(page, 'order');
  const warmMs = await warmQueryMs(page);
  await context.close();
  return { coldMs, reopenMs, warmMs, coldBytes, searchPageMs: await searchPageMs(browser, new URL('/search?q=channel', pageUrl).href) };
}
