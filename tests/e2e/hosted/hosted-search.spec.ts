import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { collectRecords } from '../../../tools/search/collect';
import type { DocSearchRecord } from '../../../tools/search/records';
import { siteUrl } from '../../../config/site';
import { hostedSearchParameters, stopwordsSetId } from '../../../src/search/hosted-parameters';
import { STOP_WORDS } from '../../../src/search/language/stop-words';
import { SEARCH_SECTIONS, type SearchSectionId, sectionOfPath, withSection } from '../../../src/search/sections';
import { hydrated, INSTALLATION, openSearchModal } from '../support';
import { ADMIN_KEY_CANARY, COLLECTION, HOSTED_BUILD_DIR, SEARCH_ONLY_KEY, STAND_IN_PORT } from './settings';
import { type SearchStandIn, startSearchStandIn } from './search-stand-in';

/**
 * Hosted mode, against a local HTTP stand-in of Typesense's search endpoint
 * (see search-stand-in.ts): the site built with a cluster configured talks to
 * it with the search-only key, the contextual filter and our ranking
 * parameters, and shows its hits.
 */
const buildDir = path.resolve(__dirname, '../../..', HOSTED_BUILD_DIR);
/** The theme's contextual filter on a docs page (SEARCH-NOTES §3). */
const CONTEXTUAL_FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
let standIn: SearchStandIn;
let records: DocSearchRecord[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  ({ records } = collectRecords(buildDir, siteUrl, 'Vendure Docs'));
  // The stop words set `npm run search:index` pushes for this alias; searches naming another one fail, as on Typesense.
  standIn = await startSearchStandIn(STAND_IN_PORT, records, SEARCH_ONLY_KEY, { stopwordSets: { [stopwordsSetId(COLLECTION)]: STOP_WORDS } });
});

test.afterAll(async () => {
  await standIn.close();
});

test.beforeEach(() => {
  standIn.requests.length = 0;
  standIn.failWith = null;
});

test('the modal asks the cluster with the search-only key, the contextual filter and our ranking, and shows its hits (stand-in)', async ({ page }) => {
  await page.goto(INSTALLATION);
  await hydrated(page);
  await (await openSearchModal(page)).fill('EntityHydrator');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/reference/typescript-api/data-access/entity-hydrator');
  await expect(page.locator('.DocSearch-Footer .DocSearch-Logo').getByRole('link')).toBeVisible();
  // The results' search; the section counts' follows it in the same request (see the section filter tests).
  const last = standIn.requests.filter((r) => r.search.facet_by === undefined).at(-1)!;
  expect(last.apiKey).toBe(SEARCH_ONLY_KEY);
  expect(last.search).toMatchObject({
    collection: COLLECTION,
    q: 'EntityHydrator',
    group_by: 'url',
    ...hostedSearchParameters(COLLECTION),
    // Relevance before the theme's record order, and the stop words set the indexer pushes for this alias.
    sort_by: '_text_match:desc,item_priority:desc',
    stopwords: `${COLLECTION}-stop-words`,
    // Our parameters leave the theme's contextual filter as it is, with no section clause until a reader picks one.
    filter_by: CONTEXTUAL_FILTER,
  });
});

test('the search page asks the cluster too, ranking as the modal does, and shows its results (stand-in)', async ({ page }) => {
  await page.goto('/search?q=EntityHydrator');
  await expect(page.locator('main ol li').first().getByRole('link')).toHaveAttribute('href', '/reference/typescript-api/data-access/entity-hydrator');
  expect(standIn.requests.filter((r) => r.search.facet_by === undefined).at(-1)!.search).toMatchObject({
    collection: COLLECTION,
    q: 'EntityHydrator',
    per_page: 15,
    ...hostedSearchParameters(COLLECTION),
  });
});

test('records carry their page’s section, and a search narrowed with section:= finds only that section (stand-in)', async ({ request }) => {
  const pathOf = (record: DocSearchRecord) => new URL(record.url_without_anchor).pathname;
  expect(records.filter((r) => r.section !== sectionOfPath(pathOf(r)))).toEqual([]);
  expect(new Set(records.map((r) => r.section))).toEqual(new Set([...SEARCH_SECTIONS.map((s) => s.id), undefined]));

  const search = async (filterBy: string) => {
    const response = await request.post(`http://127.0.0.1:${STAND_IN_PORT}/multi_search?x-typesense-api-key=${SEARCH_ONLY_KEY}`, {
      data: { searches: [{ collection: COLLECTION, q: 'channel', ...hostedSearchParameters(COLLECTION), group_by: 'url', per_page: 250, facet_by: 'section', filter_by: filterBy }] },
    });
    const [result] = (await response.json()).results;
    return {
      found: result.found as number,
      paths: result.grouped_hits.map((group: { hits: { document: DocSearchRecord }[] }) => pathOf(group.hits[0].document)) as string[],
      counts: Object.fromEntries(result.facet_counts[0].counts.map(({ value, count }: { value: string; count: number }) => [value, count])),
    };
  };
  const all = await search(CONTEXTUAL_FILTER);
  const reference = await search(withSection(CONTEXTUAL_FILTER, 'reference'));

  expect(Object.keys(all.counts).sort()).toEqual(['learn', 'reference', 'user-guide']);
  expect(reference.found).toBe(all.counts.reference);
  expect(reference.paths.every((p) => p.startsWith('/reference/'))).toBe(true);
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
  expect(existsSync(path.join(buildDir, 'search/manifest.json'))).toBe(false);
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

test.describe('section filter (stand-in)', () => {
  const modal = (page: Page) => page.locator('.DocSearch-Modal');
  const filterIn = (scope: Locator) => scope.getByRole('radiogroup', { name: 'Show results from' });

  /** The searches the browser sent for `q`: the results' (no facets) and the counts' (`facet_by: section`). */
  function sent(q: string) {
    const searches = standIn.requests.map((r) => r.search).filter((s) => s.q === q);
    return { results: searches.filter((s) => s.facet_by === undefined), counts: searches.filter((s) => s.facet_by === 'section') };
  }

  /** Asks the stand-in the counts search again, for the numbers the filter should show. */
  async function facetAnswer(request: APIRequestContext, search: Record<string, unknown>) {
    const response = await request.post(`http://127.0.0.1:${STAND_IN_PORT}/multi_search?x-typesense-api-key=${SEARCH_ONLY_KEY}`, { data: { searches: [search] } });
    const [result] = (await response.json()).results as { found: number; facet_counts: { counts: { value: string; count: number }[] }[] }[];
    const bySection = Object.fromEntries(result.facet_counts[0].counts.map(({ value, count }) => [value, count]));
    return [{ label: 'All', count: result.found }, ...SEARCH_SECTIONS.map(({ id, label }) => ({ label, count: bySection[id] ?? 0 }))];
  }

  /** The links among `links` that lead outside `section` (`/user-guide` itself, `/user-guide/…` are in). */
  async function outside(links: Locator, section: SearchSectionId): Promise<string[]> {
    const hrefs = await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.filter((href) => sectionOfPath(new URL(href, 'http://localhost').pathname) !== section);
  }

  test('the modal narrows its search to the chosen section, and counts each section with a facet search in the same request', async ({ page, request }) => {
    await page.goto(INSTALLATION);
    await hydrated(page);
    await (await openSearchModal(page)).fill('refund');
    const filter = filterIn(modal(page));
    await expect(filter.getByRole('radio', { name: /^All \d+ results?$/ })).toBeChecked();

    // Each request to the cluster holds both searches: the results' as the theme sends it, and the counts' without hits.
    const { results, counts } = sent('refund');
    expect(results.at(-1)!.filter_by).toBe(CONTEXTUAL_FILTER);
    expect(counts.at(-1)).toMatchObject({ filter_by: CONTEXTUAL_FILTER, facet_by: 'section', per_page: 0, group_by: 'url' });
    for (const { label, count } of await facetAnswer(request, counts.at(-1)!)) {
      await expect(filter.getByRole('radio', { name: `${label} ${count} ${count === 1 ? 'result' : 'results'}` })).toBeVisible();
    }

    await filter.getByText('User Guide').click();
    await expect(filter.getByRole('radio', { name: /^User Guide / })).toBeChecked();
    const hits = modal(page).locator('.DocSearch-Hit a');
    await expect(hits.first()).toHaveAttribute('href', /^\/user-guide\b/);
    expect(await outside(hits, 'user-guide')).toEqual([]);
    // The results' search carries the section; the counts' still spans them all.
    const after = sent('refund');
    expect(after.results.at(-1)!.filter_by).toBe(withSection(CONTEXTUAL_FILTER, 'user-guide'));
    expect(after.counts.at(-1)!.filter_by).toBe(CONTEXTUAL_FILTER);
  });

  test('the search page sends the section its address names and shows the counts (stand-in)', async ({ page, request }) => {
    await page.goto('/search?q=refund&section=user-guide');
    const filter = filterIn(page.getByRole('main'));
    await expect(filter.getByRole('radio', { name: /^User Guide \d+ results?$/ })).toBeChecked();
    const results = page.locator('main ol li h2 a');
    await expect(results.first()).toHaveAttribute('href', /^\/user-guide\b/);
    expect(await outside(results, 'user-guide')).toEqual([]);

    const { results: searches, counts } = sent('refund');
    expect(searches.at(-1)).toMatchObject({ per_page: 15, filter_by: withSection(CONTEXTUAL_FILTER, 'user-guide') });
    for (const { label, count } of await facetAnswer(request, counts.at(-1)!)) {
      await expect(filter.getByRole('radio', { name: `${label} ${count} ${count === 1 ? 'result' : 'results'}` })).toBeVisible();
    }
  });
});
