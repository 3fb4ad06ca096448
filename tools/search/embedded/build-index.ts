import {
  EMBEDDED_INDEX_FORMAT,
  type Fragment,
  MAX_SECTION_REFS,
  SECTION_IN_HEADING,
  SECTION_IS_TERM,
  SECTION_PART_IN_HEADING,
  SECTION_REF_BASE,
  type Manifest,
  type PageGroup,
  SHARD_TARGET_BYTES,
  type Shard,
} from '../../../src/search/embedded-index';
import { isCompound, isStopWord, partTermsOf, termOf, words } from '../../../src/search/language/analyze';
import type { PageModel } from './model';

/**
 * BM25F (Robertson & Zaragoza): a page's fields are weighed before the
 * saturation, so a word in the title counts like several in the text, and
 * each field's length is normalised on its own. A page titled "Plugins"
 * thus outranks a long page that mentions plugins throughout.
 */
const FIELDS = {
  title: { weight: 8, b: 0.6 },
  heading: { weight: 5, b: 0.5 },
  /** lvl5–lvl6: mostly the first cells of reference tables (member names). */
  minor: { weight: 1.5, b: 0.5 },
  lvl0: { weight: 1, b: 0 },
  text: { weight: 1, b: 0.75 },
} as const;
type Field = keyof typeof FIELDS;
const K1 = 5;
/** A part of a compound name (`Order` in `OrderCodeStrategy`) counts for less than the word itself. */
const PART_WEIGHT = 0.4;

/**
 * A section whose heading is just this API name (`OrderStateTransitionEvent`
 * on the page of all events, `addItemToOrder` on the Shop mutations page) is
 * what a reader who types that name wants, however long the page around it:
 * the term scores at least this share of a page titled with it.
 */
const EXACT_HEADING_SCORE = 0.65;

interface TermOnPage {
  tf: Partial<Record<Field, number>>;
  /** Section → its reference flags (see SECTION_IN_HEADING). */
  sections: Map<number, number>;
  exactHeading: boolean;
}

function fieldOfHeading(level: number): Field {
  if (level === 1) return 'title';
  return level <= 4 ? 'heading' : 'minor';
}

/** Terms of one page with their weighted frequencies per field, and the field lengths. */
function analysePage(page: PageModel): { terms: Map<string, TermOnPage>; lengths: Record<Field, number> } {
  const terms = new Map<string, TermOnPage>();
  const lengths: Record<Field, number> = { title: 0, heading: 0, minor: 0, lvl0: 0, text: 0 };
  const add = (text: string, field: Field, section: number, inHeading: boolean) => {
    const all = words(text);
    const meaningful = all.filter(({ word }) => !isStopWord(word));
    // Only an API name: a plain-word heading ("Refund", a member of an entity) is not what the word asks for.
    const exact = inHeading && field !== 'minor' && meaningful.length === 1 && isCompound(meaningful[0].word) ? termOf(meaningful[0].word) : undefined;
    for (const { word } of all) {
      lengths[field] += 1;
      const weighted: [string, number][] = [[termOf(word), 1], ...partTermsOf(word).map((part): [string, number] => [part, PART_WEIGHT])];
      for (const [term, weight] of weighted) {
        let entry = terms.get(term);
        if (!entry) terms.set(term, (entry = { tf: {}, sections: new Map(), exactHeading: false }));
        entry.tf[field] = (entry.tf[field] ?? 0) + weight;
        // A part of a name in a heading (`Refund` in `RefundLine`) does not make the heading about the part.
        const flags = (inHeading ? (weight === 1 ? SECTION_IN_HEADING : SECTION_PART_IN_HEADING) : 0) | (term === exact ? SECTION_IS_TERM : 0);
        if (term === exact) entry.exactHeading = true;
        if (section >= 0) entry.sections.set(section, (entry.sections.get(section) ?? 0) | flags);
      }
    }
  };
  add(page.lvl0, 'lvl0', -1, false);
  page.sections.forEach(([level, heading, , , texts], section) => {
    add(heading, fieldOfHeading(level), section, true);
    for (const text of texts) add(text, 'text', section, false);
  });
  return { terms, lengths };
}

/** Headings that are just the term first, then other headings, then text, each in page order; at most MAX_SECTION_REFS. */
function sectionRefs(sections: Map<number, number>): number[] {
  const refs = Array.from(sections, ([section, flags]) => section * SECTION_REF_BASE + flags);
  refs.sort((a, b) => (b % SECTION_REF_BASE) - (a % SECTION_REF_BASE) || a - b);
  return refs.slice(0, MAX_SECTION_REFS);
}

function titleWordCount(page: PageModel): number {
  return words(page.sections[0][1]).filter(({ word }) => !isStopWord(word)).length;
}

/** Splits sorted terms into shards of about SHARD_TARGET_BYTES of JSON each. */
function shard(postings: Map<string, number[]>): { firstTerms: string[]; shards: Shard[] } {
  const firstTerms: string[] = [];
  const shards: Shard[] = [];
  let size = Infinity;
  for (const term of Array.from(postings.keys()).sort()) {
    const list = postings.get(term)!;
    const bytes = term.length + 4 + JSON.stringify(list).length;
    if (size + bytes > SHARD_TARGET_BYTES && size > 0) {
      firstTerms.push(term);
      shards.push({});
      size = 0;
    }
    shards[shards.length - 1][term] = list;
    size += bytes;
  }
  return { firstTerms, shards };
}

export interface EmbeddedIndex {
  manifest: Omit<Manifest, 'data'>;
  shards: Shard[];
  fragments: Fragment[];
}

/** Builds the manifest, term shards and page fragments of the embedded index (see src/search/embedded-index.ts). */
export function buildEmbeddedIndex(pages: PageModel[]): EmbeddedIndex {
  const analysed = pages.map(analysePage);
  const fields = Object.keys(FIELDS) as Field[];
  const average = Object.fromEntries(
    fields.map((field) => [field, Math.max(1, analysed.reduce((sum, { lengths }) => sum + lengths[field], 0) / Math.max(1, pages.length))]),
  ) as Record<Field, number>;
  const documentFrequency = new Map<string, number>();
  for (const { terms } of analysed) for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);

  const postings = new Map<string, number[]>();
  const previousPage = new Map<string, number>();
  analysed.forEach(({ terms, lengths }, page) => {
    for (const [term, { tf, sections, exactHeading }] of terms) {
      let weighted = 0;
      for (const field of fields) {
        const { weight, b } = FIELDS[field];
        if (tf[field]) weighted += (weight * tf[field]!) / (1 - b + (b * lengths[field]) / average[field]);
      }
      const n = documentFrequency.get(term)!;
      const idf = Math.log(1 + (pages.length - n + 0.5) / (n + 0.5));
      const bm25f = (idf * weighted * (K1 + 1)) / (weighted + K1);
      const score = Math.max(1, Math.round(100 * Math.max(bm25f, exactHeading ? idf * (K1 + 1) * EXACT_HEADING_SCORE : 0)));
      const refs = sectionRefs(sections);
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(page - (previousPage.get(term) ?? 0), score, refs.length, ...refs);
      previousPage.set(term, page);
    }
  });

  const groups: PageGroup[] = [];
  const groupIndex = new Map<string, number>();
  const manifestPages = pages.map((page): [number, number] => {
    const group: PageGroup = [page.language, page.tag, page.section, page.lvl0];
    const key = JSON.stringify(group);
    if (!groupIndex.has(key)) {
      groupIndex.set(key, groups.length);
      groups.push(group);
    }
    return [groupIndex.get(key)!, titleWordCount(page)];
  });

  const { firstTerms, shards } = shard(postings);
  return {
    manifest: { format: EMBEDDED_INDEX_FORMAT, shards: firstTerms, groups, pages: manifestPages },
    shards,
    fragments: pages.map(({ path, version, sections }) => ({ path, version, sections })),
  };
}
