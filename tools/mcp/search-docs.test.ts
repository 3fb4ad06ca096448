import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { navbar } from '../../config/navbar';
import { siteUrl } from '../../config/site';
import { EmbeddedSearch } from '../../src/search/query';
import { searchPageRequest } from '../../src/search/request';
import { fileSource } from '../search/embedded/file-source';
import { openDocsBuild } from './docs-build';
import { InputError } from './input-error';
import { describeSections, sidebarsOf } from './sections';
import { formatSearchResult, searchDocs, searchDocsInput } from './search-docs';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

const fixture = makeFixtureBuild();
after(fixture.remove);
const build = openDocsBuild(fixture.dir);
const sidebars = sidebarsOf(build.manifest);
const search = (query: string, more: { section?: string; limit?: number } = {}) => searchDocs(build, sidebars, siteUrl, { query, ...more });
const urls = async (result: ReturnType<typeof search>) => (await result).results.map((r) => r.url.slice(siteUrl.length));

describe('sections', () => {
  it('are the navbar sidebars, each with the lvl0 values its records carry', () => {
    assert.deepEqual(sidebars, [
      { id: 'learn', label: 'Learn', sections: ['Core concepts', 'Getting started'] },
      { id: 'reference', label: 'Reference', sections: ['TypeScript API'] },
      { id: 'user-guide', label: 'User Guide', sections: ['Catalog'] },
    ]);
    assert.deepEqual(
      sidebars.map((s) => s.label),
      navbar.items.flatMap((item) => ('sidebarId' in item ? [item.label] : [])),
    );
    assert.equal(
      describeSections(sidebars),
      'A section is a sidebar (Learn, Reference, User Guide) or one of its sections (Learn: Core concepts, Getting started; Reference: TypeScript API; User Guide: Catalog); case and spaces do not matter.',
    );
  });
});

describe('searchDocs', () => {
  // The site's engine over the same files, as the browser's worker builds it; the filter the theme sends.
  const site = new EmbeddedSearch(fileSource(fixture.dir));
  const siteFilter = 'language:=en && docusaurus_tag:=[default,docs-default-current]';
  const siteUrls = async (query: string, filter: string, perPage: number) =>
    (await site.search(searchPageRequest(query, filter, 'x', 1, perPage), siteUrl)).hits.map((h) => h.url);

  it('ranks with the site search engine: the same URLs in the same order, the site URL before each path', async () => {
    for (const query of ['orders', 'product', 'databse', 'variant order', 'sku price', 'dashboard', 'shopper', 'vendure', 'generator']) {
      assert.deepEqual((await search(query)).results.map((r) => r.url), await siteUrls(query, siteFilter, 10), query);
      assert.deepEqual((await search(query, { limit: 1 })).results.map((r) => r.url), await siteUrls(query, siteFilter, 1), `${query}, limit 1`);
      assert.deepEqual(
        (await search(query, { section: 'Learn' })).results.map((r) => r.url),
        await siteUrls(query, `${siteFilter} && section:=learn`, 10),
        `${query} in Learn`,
      );
    }
    assert.deepEqual(await urls(search('orders')), ['/guides/core-concepts/orders', '/reference/typescript-api/entities/product']);
  });

  it('does not require every word', async () => {
    assert.deepEqual(await urls(search('database zebra')), ['/guides/getting-started/installation']);
    assert.deepEqual((await search('zebra')).results, []);
  });

  it('gives each hit its headings, place in the docs, Markdown URL and a plain-text snippet', async () => {
    const [page] = (await search('orders')).results;
    assert.deepEqual(page, {
      hierarchy: ['Orders'],
      sidebar: 'Learn',
      section: 'Core concepts',
      url: `${siteUrl}/guides/core-concepts/orders`,
      markdownUrl: `${siteUrl}/guides/core-concepts/orders.md`,
      snippet: page.snippet,
    });
    // The engine's snippet of the paragraph that holds the query, as plain text.
    assert.match(page.snippet, /\bOrder\b/);
    assert.doesNotMatch(page.snippet, /<mark>|&#39;|&amp;/);
    const [heading] = (await search('prerequisites')).results;
    assert.deepEqual(heading.hierarchy, ['Installation', 'Prerequisites']);
    assert.equal(heading.url, `${siteUrl}/guides/getting-started/installation#prerequisites`);
    assert.equal(heading.anchor, 'prerequisites', 'a section hit names its anchor');
    assert.equal('anchor' in page, false, 'a page hit has none');
    // A heading has no text of its own: the first paragraph of its section stands in.
    assert.equal(heading.snippet, 'Node.js ^20.19.0 or >=22.12.0: the generator stops on any other version');
    assert.equal((await search('database')).results[0].markdownUrl, `${siteUrl}/guides/getting-started/installation.md`);
    const [home] = (await search('headless')).results;
    assert.deepEqual([home.markdownUrl, home.sidebar, home.hierarchy, home.section], [`${siteUrl}/index.md`, undefined, [], 'Vendure Docs']);
    assert.match(formatSearchResult(await search('headless')), /^1 result for "headless"\.\n\n1\. Vendure Docs\n/);
  });

  it('marks where a snippet cuts its text', async () => {
    // A page title: the start of its description.
    const [catalog] = (await search('catalog', { section: 'catalog' })).results;
    assert.deepEqual(catalog.hierarchy, ['Catalog']);
    assert.equal(catalog.snippet, 'The catalog holds the products a shop sells, how they are grouped into collections and the facets that label them, and the images that show …');
    assert.equal((await search('databse')).results[0].snippet, '… own machine: it generates the project, installs its packages and fills a database with sample data');
  });

  it('filters by a sidebar or a section, keeping the site order, whatever the case and spacing', async () => {
    assert.deepEqual(await urls(search('product', { section: 'Reference' })), ['/reference/typescript-api/entities/product']);
    assert.deepEqual(await urls(search('product', { section: 'user-guide' })), ['/user-guide/catalog#products']);
    assert.deepEqual(await urls(search('product', { section: 'typescript api' })), await urls(search('product', { section: 'Reference' })));
    assert.equal((await search('product', { section: 'USER GUIDE' })).section, 'User Guide');
    assert.deepEqual((await urls(search('vendure', { section: 'Learn' }))).sort(), ['/guides/core-concepts/orders', '/guides/getting-started/installation']);
    for (const [section, root] of [['Learn', '/guides/'], ['Reference', '/reference/'], ['User Guide', '/user-guide/']]) {
      for (const query of ['vendure', 'variant', 'price']) {
        const siteOrder = (await urls(search(query, { limit: 50 }))).filter((url) => url.startsWith(root));
        assert.deepEqual(await urls(search(query, { section })), siteOrder, `${query} in ${section}`);
      }
    }
    assert.deepEqual(await urls(search('vendure', { section: 'Getting started' })), ['/guides/getting-started/installation']);
    assert.deepEqual(await search('product', { section: '  ' }), await search('product'), 'a blank section is no filter');
  });

  it('counts all results, and those outside the section when it has none', async () => {
    const limited = await search('variant', { limit: 1 });
    assert.deepEqual([limited.results.length, limited.total, limited.totalAllSections], [1, 3, undefined]);
    assert.equal((await search('variant', { section: 'Catalog' })).totalAllSections, undefined, 'the section has results');
    const none = await search('order', { section: 'Catalog' });
    assert.deepEqual([none.total, none.totalAllSections, none.results], [0, 2, []]);
    assert.equal(formatSearchResult(none), 'No results for "order" in Catalog (2 in the whole docs: search without a section). Try fewer or other words.');
    const nowhere = await search('zebra', { section: 'Catalog' });
    assert.deepEqual([nowhere.total, nowhere.totalAllSections], [0, 0]);
    assert.equal(formatSearchResult(nowhere), 'No results for "zebra" in Catalog. Try fewer or other words.');
  });

  it('refuses a blank query and an unknown section with what to pass instead', async () => {
    await assert.rejects(search('  \n '), (e: unknown) => e instanceof InputError && e.message.startsWith('query is empty: pass a few words to search for'));
    await assert.rejects(
      search('orders', { section: 'Guides' }),
      (e: unknown) => e instanceof InputError && e.message === `Unknown section "Guides". ${describeSections(sidebars)}`,
    );
  });
});

describe('formatSearchResult', () => {
  it('lists each hit with its URLs and snippet, then says how to read a page', () => {
    const hit = (path: string, more: { hierarchy: string[]; sidebar?: string; section: string; snippet: string }) => ({
      url: `${siteUrl}${path}`,
      markdownUrl: `${siteUrl}${path.replace(/#.*/, '').replace(/^\/$/, '/index')}.md`,
      ...more,
    });
    assert.equal(
      formatSearchResult({
        query: 'product',
        total: 4,
        results: [
          hit('/reference/typescript-api/entities/product', { hierarchy: ['Product'], sidebar: 'Reference', section: 'TypeScript API', snippet: 'A Product contains …' }),
          hit('/user-guide/catalog#products', { hierarchy: ['Catalog', 'Products'], sidebar: 'User Guide', section: 'Catalog', snippet: 'Add products …' }),
          hit('/', { hierarchy: [], section: 'Vendure Docs', snippet: '' }),
        ],
      }),
      [
        '4 results for "product"; the first 3 are listed.',
        '',
        '1. Product (Reference › TypeScript API)',
        `   ${siteUrl}/reference/typescript-api/entities/product`,
        `   Markdown: ${siteUrl}/reference/typescript-api/entities/product.md`,
        '   A Product contains …',
        '2. Catalog › Products (User Guide)',
        `   ${siteUrl}/user-guide/catalog#products`,
        `   Markdown: ${siteUrl}/user-guide/catalog.md`,
        '   Add products …',
        // A page with no title of its own (the home page) goes by its section.
        '3. Vendure Docs',
        `   ${siteUrl}/`,
        `   Markdown: ${siteUrl}/index.md`,
        '',
        "read_page returns a page's Markdown: pass it the URL; a URL with an #anchor returns just that section.",
      ].join('\n'),
    );
  });

  it('formats a search of the build', async () => {
    assert.match(
      formatSearchResult(await search('product', { section: 'user guide' })),
      new RegExp(`^1 result for "product" in User Guide\\.\\n\\n1\\. Catalog › Products \\(User Guide\\)\\n   ${siteUrl}/user-guide/catalog#products\\n   Markdown: ${siteUrl}/user-guide/catalog\\.md\\n   Add products`),
    );
  });
});

describe('searchDocsInput', () => {
  const schema = searchDocsInput(sidebars);
  const message = (args: unknown) => schema.safeParse(args).error?.issues.map((i) => i.message).join('; ');

  it('accepts a query with an optional section and limit', () => {
    assert.equal(message({ query: 'orders' }), undefined);
    assert.equal(message({ query: 'orders', section: 'Learn', limit: 50 }), undefined);
  });

  it('explains each rule a bad argument breaks', () => {
    assert.equal(message({}), 'query is required: a few words to search for.');
    assert.equal(message({ query: 3 }), 'query must be a string.');
    assert.match(message({ query: '' })!, /^query is empty: pass a few words to search for/);
    assert.equal(message({ query: 'x'.repeat(501) }), 'query is longer than 500 characters: search for a few keywords, not a whole text.');
    assert.equal(message({ query: 'x'.repeat(500) }), undefined);
    for (const limit of [0, -1, 51, 1000, 2.5, '10', null]) {
      assert.equal(message({ query: 'orders', limit }), 'limit must be a whole number from 1 to 50 (default 10)', String(limit));
    }
    assert.equal(message({ query: 'orders', section: 7 }), 'section must be a string.');
    assert.match(message({ query: 'orders', limt: 5 })!, /Unrecognized key: "limt"/);
  });
});
