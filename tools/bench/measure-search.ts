import type { Browser, Page, Request } from '@playwright/test';

/** Milliseconds from the first letter, typed right after Ctrl+K, to the first result shown. */
export interface SearchFigures {
  /** New browser context: the index is downloaded and the worker builds its index. */
  coldMs: number;
  /** Same page, worker ready: one query. */
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
  const warmMs = await firstResultMs(page, 'order');
  await context.close();
  return { coldMs, warmMs, coldBytes, searchPageMs: await searchPageMs(browser, new URL('/search?q=channel', pageUrl).href) };
}
