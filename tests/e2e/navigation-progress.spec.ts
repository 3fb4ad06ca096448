import { expect, test } from '@playwright/test';
import { holdBack, hydrated } from './support';

test('a slow client-side navigation shows the progress bar until the page arrives', async ({ page }) => {
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  // From now on the next page's code arrives late, as on a slow network, until the bar has been seen.
  // The bar's own code is not held: the browser prefetched it at startup.
  const letThrough = await holdBack(page, (url) => url.includes('/assets/js/') && !url.includes('nprogress'));
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Channels', exact: true }).click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  letThrough();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channels');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

