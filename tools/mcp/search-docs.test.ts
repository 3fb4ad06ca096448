import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { siteUrl } from '../../config/site';
import { runQuery } from '../../src/search/query';
import { searchPageRequest } from '../../src/search/request';
import { openDocsBuild } from './docs-build';
import { InputError } from './input-error';
import { describeSections, sidebarsOf } from './sections';
import { formatSearchResult, searchDocs, searchDocsInput } from './search-docs';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

const fixture = makeFixtureBuild();
after(fixture.remove);
const build = openDocsBuild(fixture.dir);
const sidebars = sidebarsOf(build.index);
const search = (query: string, more: { section?: string; limit?: number } = {}) => searchDocs(build, sidebars, siteUrl, { query, ...more });
const urls = (result: ReturnType<typeof search>) => result.results.map((r) => r.url.slice(siteUrl.length));

describe('sections', () => {
  it('are the navbar sidebars, each with the lvl0 values its records carry', () => {
    assert.deepEqual(sidebars, [
      { label: 'Learn', root: '/guides', sections: ['Core concepts', 'Getting started'] },
      { label: 'Reference', root: '/reference', sections: ['TypeScript API'] },
      { label: 'User Guide', root: '/user-guide', sections: ['Catalog'] },
    ]);
    assert.equal(
      describeSections(sidebars),
      'A section is a sidebar (Learn, Reference, User Guide) or one of its sections (Learn: Core concepts, Getting started; Reference: TypeScript API; User Guide: Catalog); case and spaces do not matter.',
    );
  });
});

describe('searchDocs', () => {
  it('ranks as the site search page does, the site URL before each path', () => {
    for (const query of ['orders', 'product', 'databse']) {
      const site = runQuery(build.search(), searchPageRequest(query, 'language:=en && docusaurus_tag:=[default,docs-default-current]', 'x', 1, 10), siteUrl);
      assert.deepEqual(search(query).results.map((r) => r.url), site.hits.map((h) => h.url), query);
    }
    assert.deepEqual(urls(search('orders')), ['/guides/core-concepts/orders', '/guides/core-concepts/orders#order-states', '/reference/typescript-api/entities/product#product']);
  });

  it('gives each hit its headings, place in the docs, Markdown URL and a plain-text snippet', () => {
    const [page, heading] = search('orders').results;
    assert.deepEqual(page, {
      hierarchy: ['Orders'],
      sidebar: 'Learn',
      section: 'Core concepts',
      url: `${siteUrl}/guides/core-concepts/orders`,
      markdownUrl: `${siteUrl}/guides/core-concepts/orders.md`,
      // A page title has no text of its own: the first paragraph under it stands in.
      snippet: 'An order holds the lines a customer buys, from the first item added to the cart until it is delivered',
    });
    assert.deepEqual(heading.hierarchy, ['Orders', 'Order states']);
    assert.equal(heading.snippet, 'Orders move through AddingItems, ArrangingPayment and PaymentSettled; a custom OrderProcess adds states of its own');
    assert.equal(search('database').results[0].markdownUrl, `${siteUrl}/guides/getting-started/installation.md`);
    assert.equal(search('headless').results[0].markdownUrl, `${siteUrl}/index.md`);
    assert.equal(search('headless').results[0].sidebar, undefined);
  });

  it('marks where a snippet cuts its text', () => {
    const catalog = search('product', { section: 'catalog' }).results.find((r) => r.hierarchy.length === 1)!;
    assert.equal(catalog.snippet, 'The catalog holds the products a shop sells, how they are grouped into collections and the facets …');
  });

  it('filters by a sidebar or a section, keeping the site order, whatever the case and spacing', () => {
    assert.deepEqual(urls(search('product', { section: 'Reference' })), ['/reference/typescript-api/entities/product', '/reference/typescript-api/entities/product#product']);
    assert.deepEqual(urls(search('product', { section: 'user-guide' })), ['/user-guide/catalog#products', '/user-guide/catalog']);
    assert.deepEqual(urls(search('product', { section: 'typescript api' })), urls(search('product', { section: 'Reference' })));
    assert.equal(search('product', { section: 'USER GUIDE' }).section, 'User Guide');
    const siteOrder = urls(search('product', { limit: 50 })).filter((url) => url.startsWith('/reference/'));
    assert.deepEqual(urls(search('product', { section: 'Reference' })), siteOrder);
    assert.deepEqual(search('product', { section: '  ' }), search('product'), 'a blank section is no filter');
  });

  it('counts all results, and those outside the section when it has none', () => {
    const limited = search('product', { limit: 1 });
    assert.deepEqual([limited.results.length, limited.total], [1, 4]);
    const none = search('order', { section: 'Catalog' });
    assert.deepEqual([none.total, none.totalAllSections], [0, 3]);
    assert.equal(formatSearchResult(none), 'No results for "order" in Catalog (3 in the whole docs: search without a section). Try fewer or other words.');
  });

  it('refuses a blank query and an unknown section with what to pass instead', () => {
    assert.throws(() => search('  \n '), (e: unknown) => e instanceof InputError && e.message.startsWith('query is empty: pass a few words to search for'));
    assert.throws(
      () => search('orders', { section: 'Guides' }),
      (e: unknown) => e instanceof InputError && e.message === `Unknown section "Guides". ${describeSections(sidebars)}`,
    );
  });
});

describe('formatSearchResult', () => {
  it('lists each hit with its URLs and snippet, then says how to read a page', () => {
    assert.equal(
      formatSearchResult(search('product', { limit: 2 })),
      [
        '4 results for "product"; the first 2 are listed.',
        '',
        '1. Product (Reference › TypeScript API)',
        `   ${siteUrl}/reference/typescript-api/entities/product`,
        `   Markdown: ${siteUrl}/reference/typescript-api/entities/product.md`,
        '   A Product contains one or more ProductVariants and serves as a container for them, with the name, description and facet values the variants share',
        '2. Catalog › Products (User Guide)',
        `   ${siteUrl}/user-guide/catalog#products`,
        `   Markdown: ${siteUrl}/user-guide/catalog.md`,
        '   Add products and their variants, with prices, stock and images, from the Catalog section of the Dashboard',
        '',
        'read_page returns the whole Markdown of a page: pass it the URL.',
      ].join('\n'),
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
