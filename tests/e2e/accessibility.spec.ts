import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Every page in the built sitemap (and the not-found page), checked by axe
 * for WCAG 2.1 A/AA; a serious or critical violation fails. The crawl checks
 * each page as the server sends it, without the site's bundles: hydration
 * changes no content on these pages, and skipping it makes the crawl several
 * times faster. Key pages are checked hydrated too, in both colour modes.
 * One browser page per shard, pages in sequence; legacy mode runs axe in the
 * page itself instead of opening a second page per check, and only violations
 * are collected.
 */
const SHARDS = 4;
const sitemap = readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = [...Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname), '/no-such-page'];

async function violationsOf(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${url}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')}`);
}

test('the sitemap lists every page of the site', () => {
  expect(paths.length).toBeGreaterThan(650);
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`sitemap pages ${shard + 1}/${SHARDS}, as served, have no serious or critical accessibility violations (light mode)`, async ({ page }) => {
    test.setTimeout(15 * 60_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.route('**/assets/js/**', (route) => route.abort());
    const failures: string[] = [];
    for (const url of paths.filter((_, i) => i % SHARDS === shard)) failures.push(...(await violationsOf(page, url)));
    expect(failures).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`key pages, hydrated, have no serious or critical accessibility violations in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const failures: string[] = [];
    for (const url of ['/', '/guides/core-concepts/orders', '/reference/typescript-api/entities/product-variant', '/reference/graphql-api/shop/queries', '/user-guide/', '/search']) {
      failures.push(...(await violationsOf(page, url)));
    }
    expect(failures).toEqual([]);
  });
}
