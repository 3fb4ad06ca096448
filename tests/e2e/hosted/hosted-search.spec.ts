import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { collectRecords } from '../../../tools/search/collect';
import { siteUrl } from '../../../config/site';
import { hydrated, INSTALLATION, openSearchModal } from '../support';
import { ADMIN_KEY_CANARY, COLLECTION, HOSTED_BUILD_DIR, SEARCH_ONLY_KEY, STAND_IN_PORT } from './settings';
import { type SearchStandIn, startSearchStandIn } from './search-stand-in';

/**
 * Hosted mode, against a local HTTP stand-in of Typesense's search endpoint
 * (see search-stand-in.ts): the site built with a cluster configured talks to
 * it with the search-only key and the contextual filter, and shows its hits.
 */
const buildDir = path.resolve(__dirname, '../../..', HOSTED_BUILD_DIR);
let standIn: SearchStandIn;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { records } = collectRecords(buildDir, siteUrl, 'Vendure Docs');
  standIn = await startSearchStandIn(STAND_IN_PORT, records, SEARCH_ONLY_KEY);
});

test.afterAll(async () => {
  await standIn.close();
});

test.beforeEach(() => {
  standIn.requests.length = 0;
  standIn.failWith = null;
});

test('the modal asks the cluster with the search-only key and the contextual filter, and shows its hits (stand-in)', async ({ page }) => {
  await page.goto(INSTALLATION);
  await hydrated(page);
  await (await openSearchModal(page)).fill('EntityHydrator');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/reference/typescript-api/data-access/entity-hydrator');
  await expect(page.locator('.DocSearch-Footer .DocSearch-Logo').getByRole('link')).toBeVisible();
  const last = standIn.requests.at(-1)!;
  expect(last.apiKey).toBe(SEARCH_ONLY_KEY);
  expect(last.search).toMatchObject({
    collection: COLLECTION,
    q: 'EntityHydrator',
    group_by: 'url',
    sort_by: 'item_priority:desc',
    filter_by: 'language:=en && docusaurus_tag:=[default,docs-default-current]',
  });
});

test('the search page asks the cluster too and shows its results (stand-in)', async ({ page }) => {
  await page.goto('/search?q=EntityHydrator');
  await expect(page.locator('main ol li').first().getByRole('link')).toHaveAttribute('href', '/reference/typescript-api/data-access/entity-hydrator');
  expect(standIn.requests.at(-1)!.search).toMatchObject({ collection: COLLECTION, q: 'EntityHydrator', per_page: 15 });
});

test('a failing cluster shows "Unable to fetch results" in the modal and on the search page (stand-in)', async ({ page }) => {
  standIn.failWith = 503;
  await page.goto(INSTALLATION);
  await hydrated(page);
  await (await openSearchModal(page)).fill('channel');
  await expect(page.locator('.DocSearch-Modal').getByText('Unable to fetch results')).toBeVisible();
  await expect(page.locator('.DocSearch-Modal').getByText('You might want to check your network connection.')).toBeVisible();

  await page.goto('/search?q=channel');
  await expect(page.getByText('Unable to fetch results')).toBeVisible();
});

test('the hosted build ships no embedded index and no trace of the admin key', () => {
  expect(existsSync(path.join(buildDir, 'search/embedded-index.json'))).toBe(false);
  const leaks: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (readFileSync(file).includes(ADMIN_KEY_CANARY)) leaks.push(path.relative(buildDir, file));
    }
  };
  walk(buildDir);
  expect(leaks).toEqual([]);
  // The check can fail: the search-only key, which is public by design, is found the same way.
  expect(readdirSync(path.join(buildDir, 'assets/js')).some((f) => readFileSync(path.join(buildDir, 'assets/js', f)).includes(SEARCH_ONLY_KEY))).toBe(true);
});
