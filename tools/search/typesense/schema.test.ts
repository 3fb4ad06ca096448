import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HOSTED_QUERY_FIELDS } from '../../../src/search/hosted-parameters';
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

/** The fields the site searches are the ones stemmed. */
const STEMMED = new Set<string>(HOSTED_QUERY_FIELDS);

describe('docSearchSchema', () => {
  it('is the DocSearch scraper’s schema under the given name, with stemming on the searched fields and a section field', () => {
    const scraperFields = SCRAPER_SCHEMA.fields.map((field) => (STEMMED.has(field.name) ? { ...field, stem: true } : field));
    assert.deepEqual(docSearchSchema('vendure-docs_1700000000'), {
      ...SCRAPER_SCHEMA,
      fields: [...scraperFields.slice(0, -2), { name: 'section', type: 'string', facet: true, optional: true }, ...scraperFields.slice(-2)],
    });
  });
});
