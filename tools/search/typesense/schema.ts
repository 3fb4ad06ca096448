import type { CollectionCreateSchema } from 'typesense/lib/Typesense/Collections';
import { SECTION_FIELD } from '../../../src/search/sections';

/** The locale the scraper uses unless `TYPESENSE_COLLECTION_LOCALE` says otherwise; our docs are English only. */
const LOCALE = 'en';

/**
 * The collection schema the Typesense DocSearch scraper creates
 * (SEARCH-NOTES §1, `typesense_helper.py`), so the stock theme searches our
 * collection exactly as it would a scraped one, with two additions:
 *
 * - `section` (src/search/sections.ts), faceted so the site can filter on it
 *   (`section:=learn`) and count results per section. Optional: pages outside
 *   the three sections (the home page) have none.
 * - `stem: true` on the fields the site searches (hierarchy levels and
 *   content), so "plugins" finds "plugin" and "configuring" finds
 *   "configure", as in the embedded engine. Typesense v26+ stems with
 *   Snowball in the field's locale, both the indexed text and the query
 *   (https://typesense.org/docs/29.0/api/stemming.html).
 *
 * `hierarchy.lvl0` … `lvl6` are flat keys, not nested fields: there is no
 * `enable_nested_fields`, as in the scraper.
 */
export function docSearchSchema(name: string): CollectionCreateSchema {
  const hierarchy = [0, 1, 2, 3, 4, 5, 6].map((level) => ({
    name: `hierarchy.lvl${level}`,
    type: 'string' as const,
    facet: true,
    locale: LOCALE,
    optional: true,
    stem: true,
  }));
  return {
    name,
    fields: [
      { name: 'anchor', type: 'string', optional: true },
      { name: 'content', type: 'string', locale: LOCALE, optional: true, stem: true },
      { name: 'url', type: 'string', facet: true },
      { name: 'url_without_anchor', type: 'string', facet: true, optional: true },
      { name: 'version', type: 'string[]', facet: true, optional: true },
      ...hierarchy,
      { name: 'type', type: 'string', facet: true, locale: LOCALE, optional: true },
      // Matches `docusaurus_tag`, which the theme's contextual filter uses.
      { name: '.*_tag', type: 'string', facet: true, locale: LOCALE, optional: true },
      { name: 'language', type: 'string', facet: true, optional: true },
      { name: SECTION_FIELD, type: 'string', facet: true, optional: true },
      { name: 'tags', type: 'string[]', facet: true, locale: LOCALE, optional: true },
      { name: 'item_priority', type: 'int64' },
    ],
    default_sorting_field: 'item_priority',
    token_separators: ['_', '-'],
  };
}
