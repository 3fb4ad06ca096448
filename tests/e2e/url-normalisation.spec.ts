import { expect, test } from '@playwright/test';
import { INSTALLATION } from './support';

for (const suffix of ['.html', '/index', '/index.html']) {
  test(`a path ending in ${suffix} shows the page at its clean path`, async ({ page }) => {
    const response = await page.goto(`${INSTALLATION}${suffix}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(INSTALLATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  });
}

test('a path with and without a trailing slash shows the same page', async ({ page }) => {
  for (const path of [INSTALLATION, `${INSTALLATION}/`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  }
});

test('the alternative spelling /guides/developer-guide/translatable forwards to the translateable page', async ({ page }) => {
  await page.goto('/guides/developer-guide/translatable/');
  await expect(page).toHaveURL(/\/guides\/developer-guide\/translateable\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The current page's link, not the categories above it, which are marked active too.
  await expect(page.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute('href', /translateable/);
});
