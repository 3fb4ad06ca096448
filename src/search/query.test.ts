import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildEmbeddedIndex } from '../../tools/search/embedded/build-index';
import type { DocSearchRecord } from '../../tools/search/records';
import { createIndex } from './embedded-index';
import { parseFilter, runQuery } from './query';

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
];

const file = JSON.parse(JSON.stringify(buildEmbeddedIndex(records)));
const index = { file, miniSearch: createIndex(file) };
const search = (q: string, extra: object = {}) => runQuery(index, { q, filter_by: CONTEXT, ...extra }, SITE);
const paths = (q: string) => search(q).hits.map((h) => h.url.slice(SITE.length));

describe('runQuery on the embedded index', () => {
  it('puts the page whose title is the query first', () => {
    assert.equal(paths('ProductVariant')[0], '/reference/typescript-api/entities/product-variant');
    assert.equal(paths('channel')[0], '/guides/core-concepts/channels');
    assert.equal(paths('custom fields')[0], '/reference/typescript-api/custom-fields');
  });

  it('completes the last word, ranking the nearest completion first', () => {
    assert.equal(paths('Produc')[0], '/reference/typescript-api/entities/product');
    assert.ok(paths('Produc').includes('/reference/typescript-api/services/product-option-service'));
  });

  it('tolerates a typo only when nothing matches exactly', () => {
    assert.equal(paths('prodcut')[0], '/reference/typescript-api/entities/product');
    assert.ok(!paths('channel').some((p) => p.includes('product-option')));
  });

  it('finds a compound API name from its words', () => {
    assert.equal(paths('product variant')[0], '/reference/typescript-api/entities/product-variant');
  });

  it('filters by language and docs version tag', () => {
    const all = paths('channels');
    assert.ok(!all.includes('/old/channels') && !all.includes('/fr/channels'));
    const french = runQuery(index, { q: 'channels', filter_by: 'language:=[`fr`]' }, SITE).hits.map((h) => h.url);
    assert.deepEqual(french, [`${SITE}/fr/channels`]);
  });

  it('returns one hit per URL, with the hierarchy the modal groups by', () => {
    const result = search('channel tokens');
    const hit = result.hits[0];
    assert.equal(hit.url, `${SITE}/guides/core-concepts/channels#channel-tokens`);
    assert.equal(hit.type, 'lvl2');
    assert.deepEqual([hit['hierarchy.lvl0'], hit['hierarchy.lvl1'], hit['hierarchy.lvl2']], ['Core concepts', 'Channels', 'Channel tokens']);
    assert.equal(new Set(result.hits.map((h) => h.url)).size, result.hits.length);
    assert.equal(result.nbHits, result.hits.length);
  });

  it('marks matches in escaped HTML and never passes markup through', () => {
    const hit = search('vendure-token').hits.find((h) => h.type === 'content')!;
    assert.equal(hit.content, 'Send the vendure-token header to pick a channel &lt;default&gt; or another.');
    assert.match(hit._highlightResult.content.value, /<mark>vendure<\/mark>-<mark>token<\/mark>/);
    assert.ok(!/<default>/.test(hit._highlightResult.content.value));
    const hostile = search('<img src=x onerror=alert(1)>');
    for (const h of hostile.hits) assert.ok(!JSON.stringify(h).includes('<img'));
  });

  it('pages through groups', () => {
    const first = search('product', { per_page: 2, page: 1 });
    const second = search('product', { per_page: 2, page: 2 });
    assert.equal(first.hits.length, 2);
    assert.equal(first.nbPages, Math.ceil(first.nbHits / 2));
    assert.equal(second.page, 1);
    assert.ok(!second.hits.some((h) => first.hits.some((f) => f.url === h.url)));
  });

  it('answers an empty or symbol-only query with nothing', () => {
    assert.equal(search('').nbHits, 0);
    assert.equal(search('<>!!').nbHits, 0);
  });
});

describe('parseFilter', () => {
  it('reads the modal and search-page forms of the contextual filter', () => {
    assert.deepEqual(parseFilter(CONTEXT), { language: ['en'], docusaurus_tag: ['default', 'docs-default-current'] });
    assert.deepEqual(parseFilter('docusaurus_tag:=[`default`,`docs-default-current`] && language:=[`en`]'), {
      docusaurus_tag: ['default', 'docs-default-current'],
      language: ['en'],
    });
  });

  it('rejects filters the embedded index cannot apply', () => {
    assert.throws(() => parseFilter('item_priority:>5'), /Unsupported search filter "item_priority:>5"/);
  });
});

describe('runQuery limits', () => {
  it('answers a 2,000-character query from its first words', () => {
    const result = search('channel '.repeat(250));
    assert.equal(result.hits[0].url, `${SITE}/guides/core-concepts/channels`);
  });
});
