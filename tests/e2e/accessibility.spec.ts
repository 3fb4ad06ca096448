import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import axe, { type Result, type RunOptions } from 'axe-core';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * Every page in the built sitemap (and the not-found page), checked by axe
 * for WCAG 2.1 A/AA and axe's best practices; a serious or critical violation
 * fails. The crawl checks each page as the server sends it, without the
 * site's bundles, which keeps it to a few minutes: hydration only adds the
 * search button's key hints and the code blocks' word-wrap button, the same on
 * every page (compared on a sample of 41 pages), and the key pages below are
 * checked hydrated, in both colour modes.
 */
const SHARDS = 4;
const sitemap = readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = [...Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname), '/no-such-page'];
const KEY_PAGES = ['/', '/guides/core-concepts/orders', '/reference/typescript-api/entities/product-variant', '/reference/graphql-api/shop/queries', '/user-guide/', '/search'];

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

function failures(url: string, violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${url}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')}`);
}

/** The page after a real navigation, hydrated; legacy mode runs axe in the page itself instead of opening a second page per check. */
async function hydratedFailures(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  const { violations } = await new AxeBuilder({ page }).options(OPTIONS).setLegacyMode(true).analyze();
  return failures(url, violations);
}

/**
 * The page as served, written into a page that already holds axe: writing a
 * document keeps its window, so axe is set up once per shard instead of once
 * per page, which costs more than checking most pages.
 */
async function servedFailures(page: Page, request: APIRequestContext, url: string): Promise<string[]> {
  return htmlFailures(page, url, await (await request.get(url)).text());
}

async function htmlFailures(page: Page, url: string, html: string): Promise<string[]> {
  await page.setContent(html, { waitUntil: 'load' });
  const violations = await page.evaluate((options) => window.axe.run(document, options).then((results) => results.violations), OPTIONS);
  return failures(url, violations);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** A shard's page: the site's bundles blocked, axe set up once. */
async function crawlPage(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto('/');
  await page.evaluate(axe.source);
}

test('the sitemap lists every page of the site', () => {
  expect(paths.length).toBeGreaterThan(650);
});

test('the crawl reports a violation in a written page, and axe outlives each page it checks', async ({ page }) => {
  await crawlPage(page);
  const broken = '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><img src="/img/logo.svg"><button></button></main></body></html>';
  for (let i = 0; i < 2; i++) {
    const found = await htmlFailures(page, '/broken', broken);
    expect(found.map((f) => f.split(' ')[1])).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
  }
});

for (let shard = 0; shard < SHARDS; shard++) {
  test(`sitemap pages ${shard + 1}/${SHARDS}, as served, have no serious or critical accessibility violations (light mode)`, async ({ page, request }) => {
    test.setTimeout(10 * 60_000);
    await crawlPage(page);
    const found: string[] = [];
    for (const url of paths.filter((_, i) => i % SHARDS === shard)) found.push(...(await servedFailures(page, request, url)));
    expect(found).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`key pages, hydrated, have no serious or critical accessibility violations in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const found: string[] = [];
    for (const url of KEY_PAGES) found.push(...(await hydratedFailures(page, url)));
    expect(found).toEqual([]);
  });
}
