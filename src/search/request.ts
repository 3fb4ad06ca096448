import type { DocSearchRequest } from './query';

const LEVELS = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6'];

/**
 * The request our search page sends: the DocSearch modal's own parameters
 * (SEARCH-NOTES §3), paged, with longer snippets. Typesense answers it in
 * hosted mode, the embedded index in the other.
 */
export function searchPageRequest(q: string, filterBy: string, collection: string, page: number, perPage: number): DocSearchRequest & Record<string, unknown> {
  return {
    collection,
    q,
    query_by: [...LEVELS, 'content'].join(','),
    include_fields: [...LEVELS, 'content', 'anchor', 'url', 'type', 'id'].join(','),
    highlight_full_fields: [...LEVELS, 'content'].join(','),
    group_by: 'url',
    group_limit: 3,
    sort_by: 'item_priority:desc',
    snippet_threshold: 8,
    highlight_affix_num_tokens: 12,
    filter_by: filterBy,
    page,
    per_page: perPage,
  };
}
