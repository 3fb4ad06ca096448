import { isCompound, isStopWord, partTermsOf, termOf, words } from './language/analyze';
import { SYNONYMS } from './language/synonyms';

/**
 * What a query asks for, before any index is read: the words that matter
 * (stop words dropped), each as a *concept* that pages may match in more than
 * one way (the word itself, the parts of an API name, its synonyms). A page
 * need not match every concept; matching more of them, and rarer ones,
 * ranks it higher (see query.ts).
 */
export interface Slot {
  term: string;
  /** The last word while it is still being typed: terms starting with it match too. */
  prefix: boolean;
}

/** One way to match a concept: all of its slots, weighed by how close it is to what was typed. */
export interface Alternative {
  slots: Slot[];
  weight: number;
}

export interface Concept {
  /** The words of the query this concept stands for. */
  text: string;
  /** How many words of the query it stands for. */
  words: number;
  /** It is an API name as code spells it (`addItemToOrder`, `ORDER_MODIFICATION_ERROR`). */
  apiName: boolean;
  alternatives: Alternative[];
}

/** A synonym counts a little less than the word typed, so the page that uses the reader's own word wins a tie. */
const SYNONYM_WEIGHT = 0.8;
/** Typing `order code strategy` for `OrderCodeStrategy`, or the reverse, is a weaker match than the name itself. */
const PARTS_WEIGHT = 0.6;
/** Longer queries are cut to their first words: nobody types more, and each word may mean another shard. */
export const MAX_QUERY_WORDS = 32;

interface QueryWord {
  word: string;
  term: string;
  quoted: boolean;
}

/** Words of the query, with whether each sits inside double quotes (a phrase keeps its stop words). */
function queryWords(query: string): QueryWord[] {
  const quotes = Array.from(query.matchAll(/"[^"]*("|$)/g), (m) => [m.index!, m.index! + m[0].length]);
  return words(query)
    .slice(0, MAX_QUERY_WORDS)
    .map(({ word, start }) => ({ word, term: termOf(word), quoted: quotes.some(([from, to]) => start > from && start < to) }));
}

const synonymGroups = SYNONYMS.map((group) => group.map((member) => words(member).map(({ word }) => termOf(word))));

/** The synonym group and member that the kept words match at `at`, longest member first. */
function synonymAt(kept: QueryWord[], at: number): { group: string[][]; member: number; length: number } | undefined {
  let best: { group: string[][]; member: number; length: number } | undefined;
  for (const group of synonymGroups) {
    group.forEach((terms, member) => {
      const fits = terms.every((term, i) => kept[at + i]?.term === term);
      if (fits && terms.length > (best?.length ?? 0)) best = { group, member, length: terms.length };
    });
  }
  return best;
}

/** The concepts of a query; `typing` says whether its last word may still be incomplete (no space after it). */
export function planQuery(query: string, typing: boolean): Concept[] {
  const all = queryWords(query);
  const meaningful = all.filter((w) => w.quoted || !isStopWord(w.word));
  // A query of stop words alone ("do", "is") is searched as typed.
  const kept = meaningful.length > 0 ? meaningful : all;
  const last = all[all.length - 1];
  const concepts: Concept[] = [];
  for (let i = 0; i < kept.length; ) {
    const synonym = synonymAt(kept, i);
    const length = synonym?.length ?? 1;
    const span = kept.slice(i, i + length);
    const isLast = span[span.length - 1] === last;
    const slotsOf = (terms: string[], prefixLast: boolean): Slot[] =>
      terms.map((term, j) => ({ term, prefix: prefixLast && j === terms.length - 1 }));
    const alternatives: Alternative[] = [];
    if (length === 1) {
      const { word, term } = span[0];
      const prefix = typing && isLast;
      alternatives.push({ slots: [{ term: prefix ? word.toLowerCase() : term, prefix }], weight: 1 });
      if (prefix && term !== word.toLowerCase()) alternatives.push({ slots: [{ term, prefix: false }], weight: 1 });
      if (isCompound(word)) alternatives.push({ slots: slotsOf(partTermsOf(word), false), weight: PARTS_WEIGHT });
    } else {
      alternatives.push({ slots: slotsOf(span.map((w) => w.term), false), weight: 1 });
    }
    if (synonym) {
      synonym.group.forEach((terms, member) => {
        if (member !== synonym.member) alternatives.push({ slots: slotsOf(terms, false), weight: SYNONYM_WEIGHT });
      });
    }
    concepts.push({ text: span.map((w) => w.word).join(' '), words: length, apiName: length === 1 && isCompound(span[0].word), alternatives });
    i += length;
  }
  return concepts;
}

/** Whether a query's last word may still be incomplete (the reader has not typed a space or a closing quote after it). */
export function isTyping(query: string): boolean {
  return /[\p{L}\p{N}_]$/u.test(query);
}
