import MiniSearch, { type Options } from 'minisearch';

/**
 * The embedded search index: the build writes it (tools/search/embedded), the
 * browser's search worker reads it. Both sides import this module so the
 * tokenizer and fields can never disagree.
 *
 * The file holds the documents only, each page once and each entry pointing
 * at its parent heading; the worker builds the inverted index from them. A
 * serialised MiniSearch index would triple the download (814 KB against
 * 285 KB gzip for 12,700 entries) to save ~0.3 s of work off the main thread.
 */
export const EMBEDDED_INDEX_PATH = '/search/embedded-index.json';
export const EMBEDDED_INDEX_FORMAT = 1;

/** `[path, lvl0, language, docusaurus_tag, version (comma-separated, may be empty)]` */
export type IndexedPage = [path: string, lvl0: string, language: string, tag: string, version: string];

/**
 * `[page, level, text, anchor, parent]`: level 0 is content, 1–6 a heading;
 * text is plain (not HTML-escaped); parent is the entry index of the nearest
 * enclosing heading, or -1.
 */
export type IndexedEntry = [page: number, level: number, text: string, anchor: string, parent: number];

export interface EmbeddedIndexFile {
  format: typeof EMBEDDED_INDEX_FORMAT;
  pages: IndexedPage[];
  entries: IndexedEntry[];
}

/** What MiniSearch indexes per entry: its own text (whole words and compound parts), and its headings for context. */
export interface SearchableEntry {
  id: number;
  text: string;
  context: string;
}

const WORD = /[\p{L}\p{N}_]+/gu;
/** A word the split below can cut: an underscore, or an upper-case letter after another letter or digit. */
const COMPOUND = /_|[\p{L}\p{N}]\p{Lu}/u;

/** Parts of a compound API name (`ProductVariant`, `addItemToOrder`, `order_line`); none for a plain word. */
function partsOfWord(word: string): string[] {
  // Most words are plain prose: skip the costly split (a third of building the index).
  if (!COMPOUND.test(word)) return [];
  const parts = word.split(/_|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u).filter(Boolean);
  return parts.length > 1 ? parts.map(normalise) : [];
}

/**
 * Lower case, and a light plural folding (`channels` → `channel`, not
 * `address` or `status`), so a reader's wording need not match the heading's.
 */
export function normalise(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : lower.slice(0, -1);
  }
  return lower;
}

/** Words of a text, in order, with their positions (for highlighting). */
export function words(text: string): { word: string; start: number; end: number }[] {
  // Array.from, not spread: the site's Babel build spreads iterables as arrays (loose mode).
  return Array.from(text.matchAll(WORD), (m) => ({ word: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/** The terms a text is indexed under: whole words, plus the parts of compound words (for highlighting). */
export function tokenize(text: string): string[] {
  return words(text).flatMap(({ word }) => [normalise(word), ...partsOfWord(word)]);
}

/** Terms of a query: whole words only, so `ProductVariant` means exactly that. */
export function queryTerms(query: string): string[] {
  return words(query).map(({ word }) => normalise(word));
}

/**
 * The MiniSearch configuration. Compound parts go to their own field so that
 * `product variant` finds `ProductVariant`, while `Produc` still ranks
 * `Product` above `ProductOptionService` (one whole-word match each).
 */
export const miniSearchOptions: Options<SearchableEntry> = {
  fields: ['text', 'parts', 'context'],
  extractField: (entry, field) => (field === 'parts' ? entry.text : String(entry[field as keyof SearchableEntry])),
  tokenize: (text, field) =>
    field === 'parts' ? words(text).flatMap(({ word }) => partsOfWord(word)) : words(text).map(({ word }) => normalise(word)),
  // Terms are already normalised by `tokenize`; queries are tokenised by `queryTerms`.
  processTerm: (term) => term,
  searchOptions: { tokenize: queryTerms, processTerm: (term) => term },
};

/** Texts of a heading and the headings above it, outermost first (`heading` = -1 gives none). */
export function ancestorsOf(entries: IndexedEntry[], heading: number): string[] {
  const texts: string[] = [];
  for (let i = heading; i >= 0; i = entries[i][4]) texts.unshift(entries[i][2]);
  return texts;
}

/** Builds the searchable index of a loaded file (in the worker, off the main thread). */
export function createIndex(file: EmbeddedIndexFile): MiniSearch<SearchableEntry> {
  if (file.format !== EMBEDDED_INDEX_FORMAT) {
    throw new Error(`Search index format ${String(file.format)} is not supported (expected ${EMBEDDED_INDEX_FORMAT}); reload the page.`);
  }
  const miniSearch = new MiniSearch<SearchableEntry>(miniSearchOptions);
  miniSearch.addAll(file.entries.map(([, , text, , parent], id) => ({ id, text, context: ancestorsOf(file.entries, parent).join(' ') })));
  return miniSearch;
}
