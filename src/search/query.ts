import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import { type EmbeddedIndexFile, queryTerms, type SearchableEntry, words } from './embedded-index';
import type { SectionCounts } from './sections';
import { escapeHtml, highlight, type Highlighted, snippet } from './highlight';

/**
 * The part of a Typesense search request the DocSearch modal and our search
 * page send (SEARCH-NOTES §3); everything else in a request is ignored.
 */
export interface DocSearchRequest {
  q: string;
  filter_by?: string;
  /** 1-based, as in Typesense. */
  page?: number;
  per_page?: number;
  highlight_affix_num_tokens?: number;
  snippet_threshold?: number;
}

/** The flat DocSearch hierarchy and type, shared by records (tools/search/records.ts) and hits. */
export interface DocSearchHierarchy {
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  'hierarchy.lvl0': string;
  'hierarchy.lvl1'?: string;
  'hierarchy.lvl2'?: string;
  'hierarchy.lvl3'?: string;
  'hierarchy.lvl4'?: string;
  'hierarchy.lvl5'?: string;
  'hierarchy.lvl6'?: string;
}

/** A hit in the shape `typesense-instantsearch-adapter` gives the modal: plain fields are escaped HTML. */
export interface DocSearchHit extends DocSearchHierarchy {
  objectID: string;
  url: string;
  anchor: string | null;
  content: string | null;
  _highlightResult: Record<string, Highlighted>;
  _snippetResult: Record<string, Highlighted>;
}

export interface DocSearchResult {
  hits: DocSearchHit[];
  /** Number of distinct result URLs (Typesense's `found` when grouping by URL). */
  nbHits: number;
  /** 0-based, as the adapter returns it. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  /**
   * Results per section for the same query without the request's section
   * clause, for the section filter (src/search/sections.ts). The embedded
   * engine and the hosted client both fill it.
   */
  sectionCounts?: SectionCounts;
}

/**
 * Headings outrank the paragraphs under them, and page titles outrank section
 * headings; lvl5 is mostly the first cell of table rows, which point at pages
 * that should come before them.
 */
const LEVEL_WEIGHT = [1, 3, 2, 1.6, 1.3, 1, 1.3];

/**
 * How nearly a heading says just what was searched for: 2 when it says
 * exactly that (`custom fields` and `CustomFields` are equal: spaces and
 * plurals are ignored), else the share of the heading the query's prefix
 * covers (`Produc` covers most of `Product`, less of `ProductOptionService`).
 */
function closeness(queryKey: string, headingText: string): number {
  const headingKey = queryTerms(headingText).join('');
  if (headingKey === queryKey) return 2;
  return headingKey.startsWith(queryKey) ? queryKey.length / headingKey.length : 0;
}

/**
 * Headings that (nearly) say what was searched for come first, as a tier of
 * their own: BM25 alone ranks `ProductOptionService` above `Product` for
 * `Produc`, because the rarer completion has the higher IDF.
 */
function tierOf(level: number, near: number): number {
  if (level === 0) return 0;
  if (near === 2) return 2;
  return near >= 0.5 ? 1 : 0;
}

type Filter = Record<string, string[]>;

/**
 * Parses the filters the theme sends: `language:=en && docusaurus_tag:=[default,docs-default-current]`
 * and the search page's backtick form ``docusaurus_tag:=[`default`] && language:=[`en`]``.
 */
export function parseFilter(filterBy: string | undefined): Filter {
  const filter: Filter = {};
  for (const clause of (filterBy ?? '').split('&&').map((c) => c.trim()).filter(Boolean)) {
    const match = /^([\w.]+):=\s*(\[(.*)\]|(.*))$/.exec(clause);
    if (!match || !['language', 'docusaurus_tag'].includes(match[1])) {
      throw new Error(`Unsupported search filter "${clause}": only language and docusaurus_tag can be filtered on.`);
    }
    const values = (match[3] ?? match[4]).split(',').map((v) => v.trim().replace(/^`|`$/g, ''));
    filter[match[1]] = values.filter(Boolean);
  }
  return filter;
}

export interface LoadedIndex {
  file: EmbeddedIndexFile;
  miniSearch: MiniSearch<SearchableEntry>;
}

/**
 * Runs a request as Typesense would for DocSearch (SEARCH-NOTES §3): every
 * query word must match (prefix on the last), typos are tolerated only when
 * nothing matches exactly, words are dropped only when nothing matches at all;
 * results are grouped by URL and the best hit of each group is returned.
 */
export function runQuery({ file, miniSearch }: LoadedIndex, request: DocSearchRequest, origin: string): DocSearchResult {
  const q = limitWords(request.q);
  const terms = queryTerms(q);
  const perPage = request.per_page ?? 10;
  const page = Math.max(1, request.page ?? 1);
  if (terms.length === 0) {
    return { hits: [], nbHits: 0, page: page - 1, nbPages: 0, hitsPerPage: perPage, query: request.q };
  }
  const filter = parseFilter(request.filter_by);
  const allowed = (id: number) => {
    const [, , language, tag] = file.pages[file.entries[id][0]];
    return (!filter.language || filter.language.includes(language)) && (!filter.docusaurus_tag || filter.docusaurus_tag.includes(tag));
  };
  const attempt = (combineWith: 'AND' | 'OR', fuzzy: boolean) =>
    miniSearch.search(q, {
      combineWith,
      prefix: (_term, i, all) => i === all.length - 1,
      // Typesense's defaults: one typo from 4 characters, two from 7.
      fuzzy: fuzzy ? (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false) : false,
      maxFuzzy: 2,
      boost: { text: 1, parts: 0.6, context: 0.1 },
      filter: (result) => allowed(result.id as number),
    });
  let results = attempt('AND', false);
  if (results.length === 0) results = attempt('AND', true);
  if (results.length === 0) results = attempt('OR', true);

  const queryKey = terms.join('');
  const ranked = results
    .map((result) => {
      const [, level, text] = file.entries[result.id as number];
      const near = level > 0 ? closeness(queryKey, text) : 0;
      const tier = tierOf(level, near);
      // Within the heading tiers the nearer, higher heading wins; BM25 breaks ties and orders the rest.
      return { result, tier, nearness: tier > 0 ? LEVEL_WEIGHT[level] * near : 0, score: result.score * LEVEL_WEIGHT[level] };
    })
    .sort((a, b) => b.tier - a.tier || b.nearness - a.nearness || b.score - a.score || (a.result.id as number) - (b.result.id as number));

  const bestPerUrl = new Map<string, SearchResult>();
  for (const { result } of ranked) {
    const url = urlOf(file, result.id as number);
    if (!bestPerUrl.has(url)) bestPerUrl.set(url, result);
  }
  const groups = Array.from(bestPerUrl.values());
  const pageHits = groups.slice((page - 1) * perPage, page * perPage);
  const affix = request.highlight_affix_num_tokens ?? 4;
  const threshold = request.snippet_threshold ?? 8;
  return {
    hits: pageHits.map((result) => toHit(file, result, terms, origin, affix, threshold)),
    nbHits: groups.length,
    page: page - 1,
    nbPages: Math.ceil(groups.length / perPage),
    hitsPerPage: perPage,
    query: request.q,
  };
}

/**
 * Longer queries are cut to their first words: nobody types more, and each
 * word costs a fuzzy walk of the index when nothing matches exactly.
 */
const MAX_QUERY_WORDS = 32;

function limitWords(query: string): string {
  const all = words(query);
  return all.length <= MAX_QUERY_WORDS ? query : query.slice(0, all[MAX_QUERY_WORDS - 1].end);
}

function urlOf(file: EmbeddedIndexFile, id: number): string {
  const [pageIndex, , , anchor] = file.entries[id];
  return anchor ? `${file.pages[pageIndex][0]}#${anchor}` : file.pages[pageIndex][0];
}

function toHit(file: EmbeddedIndexFile, result: SearchResult, terms: string[], origin: string, affix: number, threshold: number): DocSearchHit {
  const id = result.id as number;
  const [pageIndex, level, text, anchor, parent] = file.entries[id];
  const matched = new Set(result.terms);
  const headingIds: number[] = [];
  for (let i = level > 0 ? id : parent; i >= 0; i = file.entries[i][4]) headingIds.unshift(i);
  const hierarchy: Record<string, string> = { 'hierarchy.lvl0': file.pages[pageIndex][1] };
  for (const h of headingIds) hierarchy[`hierarchy.lvl${file.entries[h][1]}`] = file.entries[h][2];

  const _highlightResult: Record<string, Highlighted> = {};
  for (const [key, value] of Object.entries(hierarchy)) _highlightResult[key] = highlight(value, matched, terms);
  const _snippetResult: Record<string, Highlighted> = {};
  if (level === 0) {
    _highlightResult.content = highlight(text, matched, terms);
    _snippetResult.content = snippet(text, matched, terms, affix, threshold);
  }
  return {
    objectID: String(id),
    type: level === 0 ? 'content' : (`lvl${level}` as DocSearchHit['type']),
    url: `${origin}${urlOf(file, id)}`,
    anchor: anchor || null,
    content: level === 0 ? escapeHtml(text) : null,
    ...(Object.fromEntries(Object.entries(hierarchy).map(([k, v]) => [k, escapeHtml(v)])) as Pick<DocSearchHit, 'hierarchy.lvl0'>),
    _highlightResult,
    _snippetResult,
  };
}
