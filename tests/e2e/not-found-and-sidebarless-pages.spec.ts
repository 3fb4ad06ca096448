import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_AND_PHONE, hydrated } from './support';

/** A mistyped URL of the User guide's shipping methods page. */
const MISTYPED = '/user-guide/settings/shiping-methods';
const MISTYPED_WORDS = 'settings shiping methods';
const INTENDED = '/user-guide/settings/shipping-methods';

const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox', { name: 'Search the documentation' });
const suggestions = (page: Page) => page.getByRole('region', { name: 'Pages that may match' });

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/guides/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an unknown path reached by a client-side link shows the not-found page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/reference/typescript-api/not-a-real-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
});

test('/TODO renders as a page without a sidebar', async ({ page }) => {
  const response = await page.goto('/TODO');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

test('the storefront order workflow renders as a page without a sidebar, as the spec asks', async ({ page }) => {
  const response = await page.goto('/guides/storefront/order-workflow');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Workflow for Storefronts');
  await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
});

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a mistyped URL shows up to five pages its words find, the intended one among them', async ({ page }) => {
      const response = await page.goto(MISTYPED);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      const links = suggestions(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      expect(await links.count()).toBeLessThanOrEqual(5);
      await expect(links.and(page.locator(`[href^="${INTENDED}"]`)).first()).toBeVisible();
    });

    test('the not-found search box holds the URL\'s words and submits them to the search page', async ({ page }) => {
      await page.goto(MISTYPED);
      await expect(searchBox(page)).toHaveValue(MISTYPED_WORDS);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(`/search?q=${MISTYPED_WORDS.replaceAll(' ', '+')}`);
    });

    test('the not-found page has no horizontal overflow', async ({ page }) => {
      await page.goto(MISTYPED);
      await expect(suggestions(page).getByRole('link').first()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.locator('html').evaluate((html) => ({ scrollWidth: html.scrollWidth, clientWidth: html.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test('a missing URL whose words find nothing says there are no suggestions', async ({ page }) => {
  await page.goto('/qwxzvbnm-jkplq');
  await expect(suggestions(page)).toContainText('No suggestions');
  await expect(searchBox(page)).toHaveValue('qwxzvbnm jkplq');
});

test('when search fails, the not-found page says so quietly and keeps its search box', async ({ page }) => {
  // The embedded index's files live under /search/ (the search page itself is /search).
  await page.route(/\/search\/./, (route) => route.abort());
  await page.goto(MISTYPED);
  await expect(suggestions(page)).toContainText('Search is unavailable');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(searchBox(page)).toHaveValue(MISTYPED_WORDS);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found search box submits what was typed to the search page', async ({ page }) => {
    await page.goto(MISTYPED);
    await searchBox(page).fill('custom fields');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/search?q=custom+fields');
    // The search page's own HTML (its query is read once the app runs), not the not-found page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  });
});
