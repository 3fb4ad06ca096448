import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildEmbeddedIndex } from '../../tools/search/embedded/build-index';
import type { DocSearchRecord } from '../../tools/search/records';
import { pagesOf } from '../../tools/search/embedded/model';
import { fragmentFile, type Manifest, shardFile } from './embedded-index';
import { EmbeddedSearch, type IndexSource, parseFilter } from './query';
import { sectionOfPath } from './sections';

const SITE = 'https://docs.vendure.io';
const CONTEXT = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

/** Records of one page, in document order, as the extractor produces them. */
function page(path: string, lvl0: string, items: [type: DocSearchRecord['type'], text: string, anchor?: string][], tag = 'docs-default-current', language = 'en'): DocSearchRecord[] {
  const hierarchy: Record<string, string> = {};
  return items.map(([type, text, anchor], i) => {
    if (type !== 'content') {
      const level = Number(type.slice(3));
      for (let l = level; l <= 6; l++) delete hierarchy[`hierarchy.lvl${l}`];
      hierarchy[`hierarchy.${type}`] = text;
    }
    return {
      id: `${path}-${i}`,
      'hierarchy.lvl0': lvl0,
      ...hierarchy,
      ...(type === 'content' ? { content: text } : {}),
      type,
      ...(anchor ? { anchor } : {}),
      url: `${SITE}${path}${anchor ? `#${anchor}` : ''}`,
      url_without_anchor: `${SITE}${path}`,
      language,
      docusaurus_tag: tag,
      ...(sectionOfPath(path) ? { section: sectionOfPath(path) } : {}),
      tags: [],
      item_priority: 0,
    } as DocSearchRecord;
  });
}

const records = [
  ...page('/guides/core-concepts/channels', 'Core concepts', [
    ['lvl1', 'Channels'],
    ['content', 'A channel is a separate storefront with its own prices and stock.'],
    ['lvl2', 'Channel tokens', 'channel-tokens'],
    ['content', 'Send the vendure-token header to pick a channel &lt;default&gt; or another.', 'channel-tokens'],
  ]),
  ...page('/reference/typescript-api/entities/product-variant', 'TypeScript API', [
    ['lvl1', 'ProductVariant'],
    ['content', 'A ProductVariant represents a single stock keeping unit (SKU) in the store.'],
    ['lvl2', 'channels', 'product-variant-channels'],
  ]),
  ...page('/reference/typescript-api/entities/product', 'TypeScript API', [
    ['lvl1', 'Product'],
    ['content', 'A Product contains one or more ProductVariants.'],
  ]),
  ...page('/reference/typescript-api/services/product-option-service', 'TypeScript API', [['lvl1', 'ProductOptionService']]),
  ...page('/reference/typescript-api/custom-fields', 'TypeScript API', [
    ['lvl1', 'CustomFields'],
    ['content', 'Custom fields add your own properties to entities.'],
  ]),
  ...page('/old/channels', 'Old docs', [['lvl1', 'Channels in version 1']], 'docs-default-1.x'),
  ...page('/fr/channels', 'Canaux', [['lvl1', 'Channels en français']], 'docs-default-current', 'fr'),
  ...page('/guides/storefront/active-order', 'Storefront', [
    ['lvl1', 'Working with the active order'],
    ['content', 'The active order holds what the customer is about to buy.'],
  ]),
  ...page('/user-guide/orders', 'Orders', [
    ['lvl1', 'Orders'],
    ['content', 'Open an order to see its items.'],
    ['lvl2', 'Refunding an order', 'refunding'],
    ['content', 'Choose Refund and enter the amount to pay back.', 'refunding'],
  ]),
  ...page('/guides/how-to/packaging', 'How-to', [
    ['lvl1', 'Packaging'],
    ...Array.from({ length: 8 }, (): [DocSearchRecord['type'], string] => ['content', 'Gift wrapping is offered at checkout, and gift wrapping has its own price.']),
  ]),
  ...page('/guides/how-to/extras', 'How-to', [
    ['lvl1', 'Extras'],
    ['content', 'Extras are services a shop sells beside its products.'],
    ['lvl2', 'Gift wrapping', 'gift-wrapping'],
    ['content', 'Offer it for each line.', 'gift-wrapping'],
  ]),
  ...page('/guides/core-concepts/payment', 'Core concepts', [
    ['lvl1', 'Payment'],
    ['content', 'A refund pays money back to the customer through the payment method.'],
  ]),
];


const index = buildEmbeddedIndex(pagesOf(records));
const manifest: Manifest = { ...index.manifest, data: 'data' };
/** The index as files, as the worker fetches them; `fetched` lists what each search read. */
const files = new Map<string, unknown>([['manifest.json', manifest]]);
index.shards.forEach((shard, n) => files.set(`data/${shardFile(n)}`, shard));
index.fragments.forEach((fragment, n) => files.set(`data/${fragmentFile(n)}`, fragment));
let fetched: string[] = [];
const source: IndexSource = async (file) => {
  fetched.push(file);
  if (!files.has(file)) throw new Error(`no ${file}`);
  return JSON.parse(JSON.stringify(files.get(file)));
};
const engine = new EmbeddedSearch(source);
const search = (q: string, extra: object = {}) => engine.search({ q, filter_by: CONTEXT, ...extra }, SITE);
const paths = async (q: string, extra: object = {}) => (await search(q, extra)).hits.map((h) => h.url.slice(SITE.length));

describe('EmbeddedSearch', () => {
  it('puts the page whose title is the query first', async () => {
    assert.equal((await paths('ProductVariant'))[0], '/reference/typescript-api/entities/product-variant');
    assert.equal((await paths('channel'))[0], '/guides/core-concepts/channels');
    assert.equal((await paths('CustomFields'))[0], '/reference/typescript-api/custom-fields');
  });

  it('answers a question: stop words are ignored and no word is required, and the best section is linked', async () => {
    const result = await search('how do I set up the channel tokens');
    assert.equal(result.hits[0].url, `${SITE}/guides/core-concepts/channels#channel-tokens`);
    const marked = JSON.stringify(result.hits[0]._highlightResult);
    assert.doesNotMatch(marked, /<mark>(the|how|do|I)<\/mark>/i);
  });

  it('matches other forms of a word (stemming) and words one typo away', async () => {
    assert.equal((await paths('refunds'))[0], '/user-guide/orders#refunding');
    assert.ok((await paths('refunding an order')).includes('/user-guide/orders#refunding'));
    assert.equal((await paths('chanels'))[0], '/guides/core-concepts/channels');
  });

  it('puts a page with a section headed by the query before a page that only mentions it often', async () => {
    assert.deepEqual((await paths('gift wrapping')).slice(0, 2), ['/guides/how-to/extras#gift-wrapping', '/guides/how-to/packaging']);
  });

  it('finds a page by a synonym of its words', async () => {
    assert.ok((await paths('shopping cart')).includes('/guides/storefront/active-order'));
  });

  it('completes the word being typed, nearest completion first', async () => {
    assert.equal((await paths('Produc'))[0], '/reference/typescript-api/entities/product');
    assert.ok((await paths('ProductVar')).includes('/reference/typescript-api/entities/product-variant'));
  });

  it('finds an API name typed as words', async () => {
    assert.equal((await paths('custom fields'))[0], '/reference/typescript-api/custom-fields');
  });

  it('gives one result per page', async () => {
    const all = await paths('channel');
    assert.equal(new Set(all.map((url) => url.split('#')[0])).size, all.length);
  });

  it('searches only the language and version the filter names', async () => {
    const all = await paths('channels');
    assert.ok(!all.some((url) => url.startsWith('/old/') || url.startsWith('/fr/')));
    assert.ok((await paths('channels', { filter_by: 'language:=[`fr`]' })).includes('/fr/channels'));
  });

  it('narrows to a section and counts the results of every section', async () => {
    const result = await search('refund', { filter_by: `${CONTEXT} && section:=user-guide` });
    assert.deepEqual(result.hits.map((h) => h.url.slice(SITE.length)), ['/user-guide/orders#refunding']);
    assert.equal(result.nbHits, 1);
    assert.deepEqual(result.sectionCounts, { all: 2, learn: 1, 'user-guide': 1 });
  });

  it('pages results and counts pages', async () => {
    const first = await search('product', { per_page: 1 });
    assert.equal(first.hits.length, 1);
    assert.ok(first.nbPages >= 2);
    const second = await search('product', { per_page: 1, page: 2 });
    assert.notEqual(second.hits[0].url, first.hits[0].url);
  });

  it('returns hits in the DocSearch shape, escaped, with the match marked', async () => {
    const [hit] = (await search('vendure-token')).hits;
    assert.equal(hit.type, 'content');
    assert.equal(hit['hierarchy.lvl1'], 'Channels');
    assert.equal(hit['hierarchy.lvl2'], 'Channel tokens');
    assert.match(hit.content!, /&lt;default&gt;/);
    assert.match(hit._snippetResult.content.value, /<mark>vendure<\/mark>-<mark>token<\/mark>/);
  });

  it('fetches the manifest once, then only the shards of the query words and the fragments of the hits shown', async () => {
    const fresh = new EmbeddedSearch(source);
    fetched = [];
    const { hits } = await fresh.search({ q: 'refund', filter_by: CONTEXT, per_page: 1 }, SITE);
    assert.equal(fetched.filter((f) => f === 'manifest.json').length, 1);
    assert.equal(fetched.filter((f) => f.includes('/p')).length, hits.length);
    fetched = [];
    await fresh.search({ q: 'refund', filter_by: CONTEXT, per_page: 1 }, SITE);
    assert.deepEqual(fetched, []);
  });

  it('finds nothing for nothing', async () => {
    assert.equal((await search('   ')).nbHits, 0);
    assert.equal((await search('zzzzqqq')).nbHits, 0);
  });
});

describe('parseFilter', () => {
  it('reads both forms the theme sends, and the section clause', () => {
    assert.deepEqual(parseFilter('language:=en && docusaurus_tag:=[default,docs-default-current] && section:=learn'), {
      language: ['en'],
      docusaurus_tag: ['default', 'docs-default-current'],
      section: ['learn'],
    });
    assert.deepEqual(parseFilter('docusaurus_tag:=[`default`] && language:=[`en`]'), { docusaurus_tag: ['default'], language: ['en'] });
  });

  it('rejects a field it cannot filter on', () => {
    assert.throws(() => parseFilter('url:=x'), /Unsupported search filter "url:=x"/);
  });
});
