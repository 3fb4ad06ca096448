import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { documentFailures, installAxe } from './axe-checks';
import { misfits } from './layout-checks';

/**
 * Every page in the built sitemap (and the not-found page), loaded once as
 * the server sends it, without the site's bundles, in light mode, and checked
 * on that one load:
 * - by axe, at 1280 px: a serious or critical violation of WCAG 2.1 A/AA or
 *   axe's best practices fails. Hydration only adds the search button's key
 *   hints and the code blocks' word-wrap button, the same on every page
 *   (compared on a sample of 41 pages); accessibility.spec.ts checks the key
 *   pages hydrated, in both colour modes. Code lines, and the navbar, sidebar
 *   and footer a page checked before showed the same, are taken out first
 *   (see pageFailures).
 * - for fit: each reference page at 1280 px (every table within the text
 *   column, a title that is one API name broken only between its words) and
 *   each guide and User guide page at 390 px (no table wider than the screen).
 *   Layout comes from the HTML and the style sheet alone.
 */
const sitemap = readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = [...Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname), '/no-such-page'];
// Shards of about a minute each: short ones keep both workers busy to the end of the run.
const SHARDS = 8;
const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 900 };
const GUIDE = '/guides/developer-guide/plugins';
const REFERENCE = '/reference/typescript-api/entities/product-variant';

// No trace in this file: recording every written page's DOM took a quarter of the crawl's time, and a failure names
// each page and finding already (one shard, one worker: 55.5 s -> 39.4 s and 41.9 s -> 31.1 s).
test.use({ trace: 'off' });

/** The width a page's layout is checked at, if it is checked. */
function layoutViewport(url: string): typeof DESKTOP | typeof PHONE | undefined {
  if (url.startsWith('/reference/')) return DESKTOP;
  if (url.startsWith('/guides/') || url.startsWith('/user-guide/')) return PHONE;
  return undefined;
}

/**
 * A shard's page: the site's bundles blocked, and axe set up in its window
 * once. Writing a page into that window keeps axe, which costs more to set up
 * than checking most pages. Neither blocking images nor loading each page by
 * navigation changed a finding or a measurement of a table or a title on the
 * whole crawl; blocking images did not make it faster.
 */
async function crawlPage(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/');
  await installAxe(page);
}

/** Shows the page's HTML in the crawl's page, with its style sheet and images. */
async function write(page: Page, html: string): Promise<void> {
  await page.setContent(html, { waitUntil: 'load' });
}

/**
 * The parts every page of a section repeats: the navbar, the docs sidebar and the footer. Pages of one sidebar category
 * show the same sidebar but for the link marked as the page's own, whose style the first of them shows axe.
 */
const CHROME = ['nav.navbar', '.theme-doc-sidebar-container', 'footer.footer'];

/** Of the page shown now, the chrome parts that were on a page checked before (`seen` keeps what each part was). */
async function chromeSeenBefore(page: Page, seen: Set<string>): Promise<string[]> {
  const shapes = await page.evaluate((selectors) => {
    return selectors.map((selector) => {
      const part = document.querySelector(selector)?.cloneNode(true) as Element | undefined;
      if (!part) return undefined;
      part.querySelectorAll('.menu__link--active, .navbar__link--active, [aria-current]').forEach((link) => {
        link.classList.remove('menu__link--active', 'navbar__link--active');
        link.removeAttribute('aria-current');
      });
      return part.outerHTML;
    });
  }, CHROME);
  return CHROME.filter((selector, i) => {
    const shape = shapes[i];
    if (shape === undefined || !seen.has(shape)) {
      if (shape !== undefined) seen.add(shape);
      return false;
    }
    return true;
  });
}

/**
 * The lines of highlighted code: a span per token, most of the elements on a guide with many samples. Every token
 * colour is held to 4.5:1 in both themes by config/prism-contrast.ts (and its test), and accessibility.spec.ts runs
 * axe on the orders guide's code, hydrated, in both colour modes.
 */
const CODE_LINES = '.token-line';

/**
 * Everything wrong with the page shown now: the layout at the width the page is checked at, then axe at the desktop
 * width on the page without its code lines and the chrome a page checked before showed the same. Taken out of the
 * document, not left out of axe's context: a context to leave out slowed every other rule, and the crawl's axe time
 * halved (191 -> 91 ms a page on a sample of 64 pages, the chrome of each removed).
 */
async function pageFailures(page: Page, url: string, seenChrome = new Set<string>()): Promise<string[]> {
  const found: string[] = [];
  const viewport = layoutViewport(url);
  if (viewport && viewport.width === DESKTOP.width) found.push(...(await misfits(page, url)));
  else if (viewport) {
    await page.setViewportSize(viewport);
    found.push(...(await misfits(page, url)));
    await page.setViewportSize(DESKTOP);
  }
  const removed = [CODE_LINES, ...(await chromeSeenBefore(page, seenChrome))];
  await page.evaluate((selectors) => selectors.forEach((selector) => document.querySelectorAll(selector).forEach((element) => element.remove())), removed);
  found.push(...(await documentFailures(page, url)));
  return found;
}

async function served(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  return response.text();
}

test('the sitemap lists every page of the site', () => {
  expect(paths.length).toBeGreaterThan(650);
  expect(paths).toEqual(expect.arrayContaining([GUIDE, REFERENCE]));
});

test('the crawl reports a violation in a written page, and axe outlives each page it checks', async ({ page }) => {
  await crawlPage(page);
  const broken = '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><img src="/img/logo.svg"><button></button></main></body></html>';
  for (let i = 0; i < 2; i++) {
    await write(page, broken);
    const found = await pageFailures(page, '/broken');
    expect(found.map((f) => f.split(' ')[1])).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
  }
});

test('the crawl checks pages unhydrated: the site\'s bundles are requested and refused', async ({ page }) => {
  await crawlPage(page);
  const bundles = { refused: 0, loaded: 0 };
  page.on('requestfailed', (request) => request.url().includes('/assets/js/') && bundles.refused++);
  page.on('requestfinished', (request) => request.url().includes('/assets/js/') && bundles.loaded++);
  await write(page, await served(page, REFERENCE));
  await expect(page.locator('h1')).toHaveText('ProductVariant');
  expect(bundles.refused).toBeGreaterThan(0);
  expect(bundles.loaded).toBe(0);
});

test('the crawl takes out only chrome it checked before: a sidebar that changed is checked again', async ({ page }) => {
  await crawlPage(page);
  const seen = new Set<string>();
  const html = await served(page, GUIDE);
  await write(page, html);
  expect(await pageFailures(page, GUIDE, seen)).toEqual([]);
  await write(page, html);
  await page.evaluate(() => {
    (document.querySelector('.theme-doc-sidebar-container a') as HTMLElement).replaceChildren();
  });
  expect((await pageFailures(page, GUIDE, seen)).map((f) => f.split(' ')[1])).toContain('link-name');
});

test('the layout crawl sees a table that does not fit', async ({ page }) => {
  await crawlPage(page);
  await write(page, await served(page, GUIDE));
  await page.evaluate(() => {
    const table = document.querySelector('.markdown table') as HTMLElement;
    table.classList.remove('stack-on-phone');
    table.style.minWidth = '900px';
  });
  expect(await pageFailures(page, GUIDE)).toEqual(expect.arrayContaining([expect.stringContaining('wider than the screen')]));
});

test('the layout crawl sees a reference table past the text column and a title broken inside a word', async ({ page }) => {
  await crawlPage(page);
  await write(page, await served(page, REFERENCE));
  await page.evaluate(() => {
    (document.querySelector('.markdown table') as HTMLElement).style.minWidth = '1100px';
    const title = document.querySelector('h1') as HTMLElement;
    title.style.width = '4em';
    title.style.overflowWrap = 'anywhere';
  });
  const found = await pageFailures(page, REFERENCE);
  expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/table 1 is \d+ px in a \d+ px column/), expect.stringContaining('the title breaks inside "Product"')]));
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`sitemap pages ${shard + 1}/${SHARDS}, as served: no serious or critical accessibility violations (light mode), tables fit, titles break between words`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await crawlPage(page);
    const found: string[] = [];
    const seenChrome = new Set<string>();
    for (const url of paths.filter((_, i) => i % SHARDS === shard)) {
      await write(page, await served(page, url));
      found.push(...(await pageFailures(page, url, seenChrome)));
    }
    expect(found).toEqual([]);
  });
}
