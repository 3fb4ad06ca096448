import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_AND_PHONE, hydrated } from './support';

/**
 * The home page: a search field in the hero that goes to the search page,
 * with or without the app running, and task links for developers and shop
 * administrators that each lead to a real page.
 */
const GROUPS = ['For developers', 'For shop administrators'];

const heroSearch = (page: Page) => page.getByRole('main').getByRole('search').getByRole('searchbox', { name: 'Search the documentation' });

/** Where the task links point, read from the page so a new link is checked too. */
async function taskLinks(page: Page, group: string): Promise<string[]> {
  const links = page.getByRole('main').getByRole('navigation', { name: group }).getByRole('link');
  return links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href')!));
}

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the hero search field goes to the search page, which shows results', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      await heroSearch(page).fill('custom fields');
      await heroSearch(page).press('Enter');
      await expect(page).toHaveURL('/search?q=custom+fields');
      await expect(page.getByRole('main').locator('a[href^="/guides/developer-guide/custom-fields"]').first()).toBeVisible();
    });

    test('the task links are in two labelled groups for developers and shop administrators', async ({ page }) => {
      await page.goto('/');
      for (const group of GROUPS) {
        const nav = page.getByRole('main').getByRole('navigation', { name: group });
        await expect(nav.getByRole('heading', { name: group })).toBeVisible();
        expect((await taskLinks(page, group)).length).toBeGreaterThanOrEqual(5);
      }
    });

    test('the home page has no horizontal overflow', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const { scrollWidth, clientWidth } = await page.locator('html').evaluate((html) => ({ scrollWidth: html.scrollWidth, clientWidth: html.clientWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero search field submits to the search page', async ({ page }) => {
    await page.goto('/');
    await heroSearch(page).fill('tax zones');
    await heroSearch(page).press('Enter');
    await expect(page).toHaveURL('/search?q=tax+zones');
    // The search page's own HTML (its query is read once the app runs), not the not-found page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  });
});

test('every task link opens its page, at the section it names', async ({ page }) => {
  // Twelve full page loads: 14–23 s alone, and over the default 30 s on a clean-clone run with the other worker busy.
  test.setTimeout(90_000);
  await page.goto('/');
  const hrefs = (await Promise.all(GROUPS.map((group) => taskLinks(page, group)))).flat();
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    // The app can still render the not-found page for a file the server has (a path the router does not match).
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page Not Found');
    const hash = new URL(href, page.url()).hash.slice(1);
    if (hash) await expect(page.locator(`[id="${hash}"]`), href).toBeAttached();
  }
});
