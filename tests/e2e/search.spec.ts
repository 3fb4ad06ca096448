import { expect, type Page, test } from '@playwright/test';
import { holdBack, hydrated, INSTALLATION, openSearchModal } from './support';

/**
 * Search in the default (embedded) mode: the DocSearch modal and our /search
 * page, both answered by the index built with the site.
 */
const HOSTILE = '<img src=x onerror="window.__xss=1">';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');

async function openWithShortcut(page: Page, keys: string) {
  await page.goto(INSTALLATION);
  await hydrated(page);
  await openSearchModal(page, keys);
}

async function searchInModal(page: Page, query: string) {
  await openWithShortcut(page, 'Control+k');
  await modalInput(page).fill(query);
}

/** The first result's link, once results for the current query are shown. */
const firstHit = (page: Page) => page.locator('.DocSearch-Hit a').first();

test('the index is not fetched on page load, only when search is first used', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto(INSTALLATION);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => url.includes('/search/manifest.json'))).toEqual([]);
  await page.getByRole('button', { name: 'Search' }).hover();
  await expect.poll(() => fetched.filter((url) => url.includes('/search/manifest.json')).length).toBe(1);
});

for (const keys of ['Control+k', 'Meta+k', '/']) {
  test(`${keys} opens the search modal and Escape closes it`, async ({ page }) => {
    await openWithShortcut(page, keys);
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });
}

test('letters typed right after Control+k, while the modal is still loading, become its query', async ({ page }) => {
  await page.goto(INSTALLATION);
  await hydrated(page);
  // The modal's code arrives late, as on a slow connection: only once the typing is done.
  const letThrough = await holdBack(page, (url) => url.includes('/assets/js/'));
  await page.keyboard.press('Control+k');
  await page.keyboard.type('chanel');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('l');
  await expect(modal(page)).toHaveCount(0);
  letThrough();
  await expect(modalInput(page)).toHaveValue('chanel', { timeout: 10_000 });
  await expect(modalInput(page)).toBeFocused();
  // Typing on adds to the end of the query.
  await page.keyboard.type('s');
  await expect(modalInput(page)).toHaveValue('chanels');
  await page.keyboard.press('Escape');
  // Closed, the page has its keys back: the next shortcut opens an empty modal.
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toHaveValue('');
});

test('typing on the focused search button opens the modal with what was typed', async ({ page }) => {
  await page.goto(INSTALLATION);
  await hydrated(page);
  await page.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.type('order');
  await expect(modalInput(page)).toHaveValue('order');
  await expect(modalInput(page)).toBeFocused();
});

/** Two pages are titled "Channels", the concept and the Dashboard's settings screen: either answers (as in the relevance suite). */
const CHANNELS = /^\/(guides\/core-concepts|user-guide\/settings)\/channels$/;

const OBVIOUS: [query: string, path: string | RegExp][] = [
  ['ProductVariant', '/reference/typescript-api/entities/product-variant'],
  ['channel', CHANNELS],
  // The guide titled "Custom Fields" comes before the reference page of the config type.
  ['custom fields', '/guides/developer-guide/custom-fields'],
  ['CustomFields', '/reference/typescript-api/custom-fields'],
  ['install', '/guides/getting-started/installation'],
];

for (const [query, path] of OBVIOUS) {
  test(`"${query}" finds ${path} first`, async ({ page }) => {
    await searchInModal(page, query);
    await expect(firstHit(page)).toHaveAttribute('href', path);
  });
}

test('results are grouped by section with matches highlighted, credit no Typesense cluster, and a hit opens its page', async ({ page }) => {
  await searchInModal(page, 'OrderProcess');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('TypeScript API');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  // The embedded index is not Typesense, so the modal does not credit it.
  await expect(page.locator('.DocSearch-Footer .DocSearch-Logo')).toBeHidden();
  await expect(page.locator('.DocSearch-Commands')).toBeVisible();
  await firstHit(page).click();
  await expect(page).toHaveURL(/\/reference\/typescript-api\/orders\/order-process$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OrderProcess');
});

test('the modal asks for this language and the current docs version only', async ({ page }) => {
  await page.addInitScript(() => {
    const sent: unknown[] = ((window as unknown as { __searchRequests: unknown[] }).__searchRequests = []);
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
      sent.push(message);
      return post.call(this, message, ...rest);
    };
  });
  await searchInModal(page, 'channel');
  await expect(firstHit(page)).toBeVisible();
  const filters = await page.evaluate(() =>
    (window as unknown as { __searchRequests: { request?: { filter_by: string } }[] }).__searchRequests.flatMap((m) => (m.request ? [m.request.filter_by] : [])),
  );
  expect(new Set(filters)).toEqual(new Set(['language:=en && docusaurus_tag:=[default,docs-default-current]']));
});

test('"See all results" leads to the search page, which shows them and follows typing in the URL', async ({ page }) => {
  await searchInModal(page, 'ProductVariant');
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toHaveAttribute('href', '/search?q=ProductVariant');
  const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  await seeAll.click();
  await expect(page).toHaveURL('/search?q=ProductVariant');
  await expect(page.getByText(`${count} results`, { exact: true })).toBeVisible();
  const results = page.locator('main ol li');
  await expect(results.first().getByRole('link')).toHaveAttribute('href', '/reference/typescript-api/entities/product-variant');

  const input = page.getByRole('searchbox', { name: 'Search the documentation' });
  await input.fill('StockLocation');
  await expect(page).toHaveURL('/search?q=StockLocation');
  await expect(results.first().getByRole('link')).toHaveAttribute('href', '/reference/typescript-api/entities/stock-location');
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(results).toHaveCount(30);
});

test('a query with no results says so, in the modal and on the search page', async ({ page }) => {
  // The modal suggests the sections of earlier results, so search once with results first.
  await searchInModal(page, 'channel');
  await expect(firstHit(page)).toBeVisible();
  await modalInput(page).fill('qwxzvbnm');
  for (const text of ['No results for', 'Try searching for', 'Believe this query should return results?']) {
    await expect(modal(page).getByText(text)).toBeVisible();
  }
  await expect(modal(page).getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /issues\/new\?title=.*qwxzvbnm/);

  await page.goto('/search?q=qwxzvbnm');
  for (const text of ['No results for', 'Try searching for', 'Believe this query should return results?']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /issues\/new\?title=.*qwxzvbnm/);
});

test('offline, the modal and the search page say they cannot fetch results, and recover once online', async ({ page, context }) => {
  await page.goto(INSTALLATION);
  await hydrated(page);
  // A scripted click opens the modal (loading its code) without the hover or shortcut that would prefetch the index.
  await page.locator('.DocSearch-Button').evaluate((button: HTMLElement) => button.click());
  await expect(modalInput(page)).toBeFocused();
  await context.setOffline(true);
  await modalInput(page).fill('channel');
  await expect(modal(page).getByText('Unable to fetch results')).toBeVisible();
  await expect(modal(page).getByText('You might want to check your network connection.')).toBeVisible();
  await expect(modalInput(page)).toHaveValue('channel');
  await context.setOffline(false);
  await modalInput(page).fill('channels');
  await expect(firstHit(page)).toHaveAttribute('href', CHANNELS);
});

test('offline, the search page says it cannot fetch results', async ({ page, context }) => {
  await page.goto('/search');
  await hydrated(page);
  await context.setOffline(true);
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('channel');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
  await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
});

test('markup in a query is shown as text and never runs, in the modal and on the search page', async ({ page }) => {
  await searchInModal(page, HOSTILE);
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
  await expect(modalInput(page)).toHaveValue(HOSTILE);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  await page.goto(`/search?q=${encodeURIComponent(HOSTILE)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${HOSTILE}"`);
  await expect(page.getByText(/\d+ results?$|No results for/).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('a 2,000-character query does not break the modal or the search page', async ({ page }) => {
  const long = 'channel '.repeat(250);
  await searchInModal(page, long);
  await expect(modal(page)).toBeVisible();
  // DocSearch cuts its input to 64 characters; the modal must still answer.
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
  await modalInput(page).fill('channel');
  await expect(firstHit(page)).toHaveAttribute('href', CHANNELS);

  await page.goto(`/search?q=${encodeURIComponent(long)}`);
  await expect(page.getByRole('searchbox', { name: 'Search the documentation' })).toHaveValue(long);
  await expect(page.getByText(/\d+ results?$|No results for/).first()).toBeVisible();
});
