/**
 * The embedded search index, as the build writes it (tools/search/embedded)
 * and the engine reads it (src/search/query.ts), in three kinds of file so
 * that what a query downloads does not grow with the site:
 *
 * - the **manifest** (`/search/manifest.json`, ~2 KB gzip): the first term of
 *   every term shard, and per page only what ranking and filtering need
 *   before any page is shown (its group: language, tag, section, lvl0; and how
 *   many words its title has);
 * - **term shards** (`t<n>.json`): the sorted terms split into ranges of
 *   about {@link SHARD_TARGET_BYTES}; each term lists the pages that have it,
 *   with its BM25F contribution to each page's score (worked out at build
 *   time) and the sections of the page it occurs in;
 * - **page fragments** (`p<n>.json`): a page's headings, anchors and text,
 *   fetched only for the results shown, to build their hierarchy and snippet.
 *
 * Shards and fragments live in a folder named after the hash of their
 * content, so they can be cached for ever; only the manifest is revalidated.
 */
export const EMBEDDED_INDEX_PATH = '/search/manifest.json';
export const EMBEDDED_INDEX_FORMAT = 2;

/** Roughly how much raw JSON one term shard holds (gzip: about a third). */
export const SHARD_TARGET_BYTES = 24_000;

/** `[language, docusaurus_tag, section id ('' outside the three sidebars), lvl0]` */
export type PageGroup = [language: string, tag: string, section: string, lvl0: string];

export interface Manifest {
  format: typeof EMBEDDED_INDEX_FORMAT;
  /** Folder of the shards and fragments, relative to the manifest. */
  data: string;
  /** First term of each shard, ascending: shard `i` holds the terms from `shards[i]` up to `shards[i + 1]`. */
  shards: string[];
  groups: PageGroup[];
  /** Per page: `[group, number of whole words in its title]`. */
  pages: [group: number, titleWords: number][];
}

/**
 * Per term, its postings, flattened: for each page that has the term,
 * `page - previous page`, the term's score on that page (×100, rounded), the
 * number of section references that follow, and those references:
 * `section × SECTION_REF_BASE + flags` (SECTION_IN_HEADING, SECTION_IS_TERM).
 * Section 0 is the page's title and introduction.
 */
export type Shard = Record<string, number[]>;

/** `[level (1 = page title), heading text, anchor, parent section (-1 for none), texts of the section's paragraphs]` */
export type FragmentSection = [level: number, heading: string, anchor: string, parent: number, texts: string[]];

export interface Fragment {
  path: string;
  version: string;
  sections: FragmentSection[];
}

export const SECTION_REF_BASE = 8;
/** The term is a word of the section's heading (section 0: the page title). */
export const SECTION_IN_HEADING = 1;
/** The heading is just the term, an API name (`addItemToOrder`). */
export const SECTION_IS_TERM = 2;
/** The term is a part of a name in the heading (`stripe` in `StripePlugin`). */
export const SECTION_PART_IN_HEADING = 4;

export const shardFile = (n: number) => `t${n}.json`;
export const fragmentFile = (page: number) => `p${page}.json`;

/** How many section references a posting keeps at most: enough to pick the best anchor on long reference pages. */
export const MAX_SECTION_REFS = 6;

/** Decoded postings of one term. */
export interface Posting {
  page: number;
  score: number;
  /** Section references as in {@link Shard}. */
  refs: number[];
}

export function decodePostings(flat: number[]): Posting[] {
  const postings: Posting[] = [];
  let page = 0;
  for (let i = 0; i < flat.length; ) {
    page += flat[i];
    const score = flat[i + 1] / 100;
    const count = flat[i + 2];
    postings.push({ page, score, refs: flat.slice(i + 3, i + 3 + count) });
    i += 3 + count;
  }
  return postings;
}

/** The shard that holds a term (or would): the last whose first term is not after it. */
export function shardOf(manifest: Manifest, term: string): number {
  let low = 0;
  let high = manifest.shards.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (manifest.shards[mid] <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The shards that may hold terms starting with a prefix. */
export function shardsOfPrefix(manifest: Manifest, prefix: string): number[] {
  const first = shardOf(manifest, prefix);
  const found = [first];
  for (let i = first + 1; i < manifest.shards.length && manifest.shards[i].startsWith(prefix); i++) found.push(i);
  return found;
}
