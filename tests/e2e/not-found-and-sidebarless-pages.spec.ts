import { expect, test } from '@playwright/test';
import { hydrated } from './support';

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
