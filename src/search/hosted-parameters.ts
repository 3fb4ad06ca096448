/**
 * How hosted mode asks Typesense to rank, so that it follows the embedded
 * engine's rules as far as Typesense allows (README "Search"): title and
 * heading matches above body text, exact names first, query words optional
 * when needed, English stop words ignored. The site sends these with every
 * search (config/search.ts hands them to the theme's modal; our search page
 * should send the same object), and the indexer pushes the stop words set
 * they name (tools/search/typesense/vocabulary.ts). Browser-safe: no Node
 * imports.
 *
 * Targets Typesense v26–v29 (see tools/search/typesense/vocabulary.ts for
 * why not v30). Parameter reference:
 * https://typesense.org/docs/29.0/api/search.html#search-parameters
 *
 * Never put `filter_by` here: the theme spreads these parameters over its
 * own request, so a `filter_by` would replace its contextual filter
 * (SEARCH-NOTES §3).
 */

/** The fields the DocSearch modal searches, in the theme's order (SEARCH-NOTES §3). */
export const HOSTED_QUERY_FIELDS = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
] as const;

/**
 * Field weights, in tiers like the embedded engine's (tools/search/embedded/build-index.ts):
 * the page title (lvl1), then section headings (lvl2–lvl3), then minor headings
 * and the first cells of reference tables (lvl4–lvl6), then text. lvl0 is the
 * sidebar category ("Core concepts"), shared by every record of many pages, so
 * it counts like text rather than like a title: as a title it would lift every
 * record of a category whose name was searched for. Typesense scales weights
 * to 0–15 internally, so these are already on that scale.
 */
const FIELD_WEIGHTS: Record<(typeof HOSTED_QUERY_FIELDS)[number], number> = {
  'hierarchy.lvl0': 3,
  'hierarchy.lvl1': 15,
  'hierarchy.lvl2': 10,
  'hierarchy.lvl3': 10,
  'hierarchy.lvl4': 6,
  'hierarchy.lvl5': 6,
  'hierarchy.lvl6': 6,
  content: 3,
};

/**
 * While fewer results than this match every query word, Typesense drops
 * words (the rarest-matching ones first) and adds what the shorter query
 * finds, ranked below the full matches. 20 fills the modal's first page (10
 * results) and the search page's (15) before it stops, so a question with one
 * word no page contains still finds the pages that answer the rest.
 */
const DROP_WORDS_BELOW = 20;

/**
 * The stop words set the site names in its searches and the indexer pushes.
 * Stop words sets are global to a cluster, not per collection, so the alias
 * is part of the name: a staging and a production alias on one cluster keep
 * their own sets.
 */
export function stopwordsSetId(alias: string): string {
  return `${alias}-stop-words`;
}

/** The ranking parameters of every hosted search of the docs behind `alias` (TYPESENSE_COLLECTION). */
export function hostedSearchParameters(alias: string) {
  return {
    query_by: HOSTED_QUERY_FIELDS.join(','),
    query_by_weights: HOSTED_QUERY_FIELDS.map((field) => FIELD_WEIGHTS[field]).join(','),
    // `max_weight` (since v0.24): a record's score is its match on the
    // highest-weighted field that matched, so a title match outranks body
    // text. The default `max_score` uses weights only to break ties.
    text_match_type: 'max_weight',
    // Relevance first. The theme sends `item_priority:desc` alone, which ranks
    // by heading level and position on the page; it stays as the tie-breaker,
    // so a page's title record still comes before its paragraphs.
    sort_by: '_text_match:desc,item_priority:desc',
    // A field that is exactly the query ("EntityHydrator") first; Typesense's
    // default, stated because exact API names first is a rule of ours.
    prioritize_exact_match: true,
    drop_tokens_threshold: DROP_WORDS_BELOW,
    // Since v26; the set must exist, or Typesense answers 404 to every search.
    stopwords: stopwordsSetId(alias),
    // Typo tolerance keeps Typesense's defaults: up to 2 typos (1 from 4
    // letters, 2 from 7), tried only when the exact words find nothing
    // (typo_tokens_threshold 1); prefix on the last word. The embedded engine
    // tries typos word by word, for a word no page has.
  } as const;
}

export type HostedSearchParameters = ReturnType<typeof hostedSearchParameters>;
