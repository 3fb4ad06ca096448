import { expect, test } from '@playwright/test';
import { hydrated } from './support';

test('links in view prefetch the code of their pages, and every prefetched file exists', async ({ page }) => {
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  // Prefetching runs when the browser is idle (src/client/prefetch-when-idle.ts).
  await expect.poll(() => page.locator('link[rel=prefetch]').count()).toBeGreaterThan(5);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.locator('link[rel=prefetch]').evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLLinkElement).href))]);
  for (const href of hrefs) {
    expect(href).toMatch(/\/assets\/js\/[^/]+\.[0-9a-f]{8}\.js$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('client-side navigation to a prefetched page shows it with its code blocks highlighted', async ({ page }) => {
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Channels', exact: true }).click();
  await expect(page).toHaveURL(/\/guides\/core-concepts\/channels$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channels');
  await expect(page.locator('pre.prism-code .token').first()).toBeVisible();
});
