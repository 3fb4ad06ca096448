import { isCompound, isStopWord, partTermsOf, rootOf, termOf, words } from './language/analyze';
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
  /**
   * The word's root by full Porter stemming (`downloadable` → `download`),
   * when it differs: matched as a prefix only when the word itself is in no
   * page, since the root also joins words a reader keeps apart (`customer`
   * and `custom`).
   */
  root?: string;
}

/** One way to match a concept: all of its slots, weighed by how close it is to what was typed. */
export interface Alternative {
  slots: Slot[];
  weight: number;
  /**
   * A stand-in for the words typed (an API name's parts): it counts for less
   * when the name itself is in the index, so `INSUFFICIENT_STOCK_ERROR`
   * finds the pages that name the error before the pages about stock errors.
   */
  fallback?: boolean;
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
const SYNONYM_WEIGHT = 0.6;
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

/** A synonym group member: the terms it is matched by, and those it searches for (its stop words left out: `log in` → `log`). */
interface Member {
  terms: string[];
  search: string[];
}

const synonymGroups: Member[][] = SYNONYMS.map((group) =>
  group.map((member) => {
    const all = words(member);
    const meaningful = all.filter(({ word }) => !isStopWord(word));
    return { terms: all.map(({ word }) => termOf(word)), search: (meaningful.length > 0 ? meaningful : all).map(({ word }) => termOf(word)) };
  }),
);

/**
 * What the words at `at` are a synonym of: the longest member any group has
 * there, and the other members of every group that has it (a word may be in
 * more than one group: `admin` is a Dashboard and an administrator). Stop
 * words count here, so `log in` and `set up` are recognised.
 */
function synonymAt(all: QueryWord[], at: number): { length: number; member: Member; others: Member[] } | undefined {
  let length = 0;
  let matched: Member | undefined;
  let others: Member[] = [];
  for (const group of synonymGroups) {
    for (const member of group) {
      const { terms } = member;
      if (terms.length < length || !terms.every((term, i) => all[at + i]?.term === term)) continue;
      const rest = group.filter((other) => other !== member);
      if (terms.length > length) [length, matched, others] = [terms.length, member, rest];
      else others = [...others, ...rest];
    }
  }
  return matched ? { length, member: matched, others } : undefined;
}

const slotsOf = (terms: string[]): Slot[] => terms.map((term) => ({ term, prefix: false }));

/** The ways a single word can match: itself (completed while typed, its root as a last resort) and its parts if it is an API name. */
function wordAlternatives({ word, term }: QueryWord, prefix: boolean): Alternative[] {
  const root = rootOf(word);
  const alternatives: Alternative[] = [{ slots: [{ term: prefix ? word.toLowerCase() : term, prefix, ...(root && root !== term ? { root } : {}) }], weight: 1 }];
  if (prefix && term !== word.toLowerCase()) alternatives.push({ slots: [{ term, prefix: false }], weight: 1 });
  if (isCompound(word)) alternatives.push({ slots: slotsOf(partTermsOf(word)), weight: PARTS_WEIGHT, fallback: true });
  return alternatives;
}

/** The concepts of a query; `typing` says whether its last word may still be incomplete (no space after it). */
export function planQuery(query: string, typing: boolean): Concept[] {
  const all = queryWords(query);
  // A query of stop words alone ("do", "is") is searched as typed.
  const onlyStopWords = all.every((w) => !w.quoted && isStopWord(w.word));
  const concepts: Concept[] = [];
  for (let i = 0; i < all.length; ) {
    const synonym = synonymAt(all, i);
    const length = synonym?.length ?? 1;
    const span = all.slice(i, i + length);
    i += length;
    if (!synonym && !onlyStopWords && !span[0].quoted && isStopWord(span[0].word)) continue;
    const alternatives = length === 1 ? wordAlternatives(span[0], typing && i === all.length) : [{ slots: slotsOf(synonym!.member.search), weight: 1 }];
    for (const member of synonym?.others ?? []) alternatives.push({ slots: slotsOf(member.search), weight: SYNONYM_WEIGHT });
    const words = length === 1 ? 1 : synonym!.member.search.length;
    concepts.push({ text: span.map((w) => w.word).join(' '), words, apiName: length === 1 && isCompound(span[0].word), alternatives });
  }
  return concepts;
}

/** Whether a query's last word may still be incomplete (the reader has not typed a space or a closing quote after it). */
export function isTyping(query: string): boolean {
  return /[\p{L}\p{N}_]$/u.test(query);
}
