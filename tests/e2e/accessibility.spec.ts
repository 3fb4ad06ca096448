import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { failures, OPTIONS } from './axe-checks';

/**
 * The key pages after a real navigation, hydrated, checked by axe in both
 * colour modes. Every page as served is checked in light mode by the crawl in
 * page-crawl.spec.ts.
 */
// No trace: recording the six loads and axe runs took about half of each test's time (one worker: 8.7-13.4 s -> 5.2-6.3 s),
// and a failure names each page and rule.
test.use({ trace: 'off' });

const KEY_PAGES = ['/', '/guides/core-concepts/orders', '/reference/typescript-api/entities/product-variant', '/reference/graphql-api/shop/queries', '/user-guide/', '/search'];

/** Legacy mode runs axe in the page itself instead of opening a second page per check. */
async function hydratedFailures(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const { violations } = await new AxeBuilder({ page }).options(OPTIONS).setLegacyMode(true).analyze();
  return failures(url, violations);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`key pages, hydrated, have no serious or critical accessibility violations in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const found: string[] = [];
    for (const url of KEY_PAGES) found.push(...(await hydratedFailures(page, url)));
    expect(found).toEqual([]);
  });
}
