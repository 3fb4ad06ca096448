import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { docSearchSchema } from './schema';

/** Copied from typesense-docsearch-scraper `scraper/src/typesense_helper.py` (SEARCH-NOTES §1) with locale `en`. */
const SCRAPER_SCHEMA = {
  name: 'vendure-docs_1700000000',
  fields: [
    { name: 'anchor', type: 'string', optional: true },
    { name: 'content', type: 'string', locale: 'en', optional: true },
    { name: 'url', type: 'string', facet: true },
    { name: 'url_without_anchor', type: 'string', facet: true, optional: true },
    { name: 'version', type: 'string[]', facet: true, optional: true },
    { name: 'hierarchy.lvl0', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'hierarchy.lvl1', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'hierarchy.lvl2', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'hierarchy.lvl3', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'hierarchy.lvl4', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'hierarchy.lvl5', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'hierarchy.lvl6', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'type', type: 'string', facet: true, locale: 'en', optional: true },
    { name: '.*_tag', type: 'string', facet: true, locale: 'en', optional: true },
    { name: 'language', type: 'string', facet: true, optional: true },
    { name: 'tags', type: 'string[]', facet: true, locale: 'en', optional: true },
    { name: 'item_priority', type: 'int64' },
  ],
  default_sorting_field: 'item_priority',
  token_separators: ['_', '-'],
};

describe('docSearchSchema', () => {
  it('is the DocSearch scraper’s schema, under the given name', () => {
    assert.deepEqual(docSearchSchema('vendure-docs_1700000000'), SCRAPER_SCHEMA);
  });
});
