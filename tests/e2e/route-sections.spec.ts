import { expect, test } from '@playwright/test';
import { holdBack, hydrated } from './support';

// The route table travels in sections (plugins/client-runtime/route-sections.cjs): the first
// script holds the routes above the pages, each page's route comes in its section's chunk.
const SECTION_CHUNK = /\/assets\/js\/routes-\d+\.[0-9a-f]{8}\.js$/;

test('a page loads its own section of the route table before it starts, and the first script lists no page', async ({ page }) => {
  const sections: string[] = [];
  page.on('request', (request) => {
    if (SECTION_CHUNK.test(request.url()) && !request.headers()['sec-purpose']?.startsWith('prefetch')) sections.push(request.url());
  });
  await page.goto('/reference/typescript-api/entities/product-variant');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ProductVariant');
  await page.waitForLoadState('networkidle');
  expect(sections).toHaveLength(1);
  const mainScript = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  const main = await (await page.request.get(mainScript!)).text();
  for (const path of ['/reference/typescript-api/entities/product-variant', '/guides/core-concepts/orders', '/user-guide/catalog/products']) expect(main).not.toContain(path);
});

test('links into another section prefetch only its routes file; hovering and following one shows the page', async ({ page }) => {
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  await expect.poll(() => page.locator('link[rel=prefetch]').evaluateAll((links) => links.filter((link) => /\/routes-\d+\./.test((link as HTMLLinkElement).href)).length)).toBeGreaterThan(0);
  const userGuide = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Guide', exact: true });
  await userGuide.hover();
  await userGuide.click();
  await expect(page).toHaveURL(/\/user-guide\/?$/);
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
});

test('a second click while the first page loads shows the second page once it has loaded, never the not-found page', async ({ page }) => {
  await page.goto('/reference/typescript-api/entities/product-variant');
  await hydrated(page);
  // Every title the page shows from now on, in order.
  await page.evaluate(() => {
    const titles: string[] = ((window as unknown as { titles: string[] }).titles = []);
    new MutationObserver(() => {
      const title = document.querySelector('h1')?.textContent ?? '(no title)';
      if (titles.at(-1) !== title) titles.push(title);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const finished = new Set<string>();
  page.on('requestfinished', (request) => finished.add(request.url()));
  // The User Guide's routes wait until the end; the first click's page code (its routes are this page's section) waits until released.
  const releaseSections = await holdBack(page, (url) => SECTION_CHUNK.test(url));
  const pageCode: string[] = [];
  const releasePageCode = await holdBack(page, (url) => url.includes('/assets/js/') && !SECTION_CHUNK.test(url) && pageCode.push(url) > 0);
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Product', exact: true }).click();
  await expect(page).toHaveURL(/\/entities\/product$/);
  await expect.poll(() => pageCode.length).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'User Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/user-guide\/?$/);
  releasePageCode();
  await expect.poll(() => pageCode.every((url) => finished.has(url))).toBe(true);
  // The first page's code has run: React gets a frame to show whatever the router would show now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ProductVariant');
  releaseSections();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('ProductVariant');
  await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
  expect(titles).not.toContain('Page Not Found');
});
