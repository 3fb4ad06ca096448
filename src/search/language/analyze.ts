import { stemmer } from 'stemmer';
import { lightStem } from './light-stem';
import { STOP_WORDS } from './stop-words';

/**
 * How text becomes index terms, shared by the index builder
 * (tools/search/embedded), the query engine and the highlighter, so a word is
 * always the same term on both sides.
 *
 * A plain word is lower-cased and its inflections removed (`payments`,
 * `shipped`, `creating` → `payment`, `ship`, `create`; see light-stem.ts). A
 * compound API name (`ProductVariant`, `addItemToOrder`, `order_line`) is
 * one whole term, lower-cased with its plural folded (so `ProductVariants`
 * finds `ProductVariant`), plus its parts, stemmed like plain words, which
 * the index weighs less than whole words.
 */

const WORD = /[\p{L}\p{N}_]+/gu;
/** A word the split below can cut: an underscore, or an upper-case letter after another letter or digit. */
const COMPOUND = /_|[\p{L}\p{N}]\p{Lu}/u;

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

/** Words of a text, in order, with their positions (for highlighting). */
export function words(text: string): WordSpan[] {
  // Array.from, not spread: the site's Babel build spreads iterables as arrays (loose mode).
  return Array.from(text.matchAll(WORD), (m) => ({ word: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/** Lower case with a light plural folding (`channels` → `channel`, not `address` or `status`), for compound names. */
export function foldPlural(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is)$/.test(lower)) {
    return lower.endsWith('ies') ? `${lower.slice(0, -3)}y` : lower.slice(0, -1);
  }
  return lower;
}

/** The term of a plain word. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  // The stemmer only knows English letters; leave numbers, versions and other scripts as they are.
  return /^[a-z]+$/.test(lower) ? lightStem(lower) : lower;
}

/** The root of a plain word by full Porter stemming, for the query's last resort (see Slot.root); none for a compound. */
export function rootOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  return !isCompound(word) && /^[a-z]+$/.test(lower) ? stemmer(lower) : undefined;
}

/** Parts of a compound API name, split at case changes and underscores; none for a plain word. */
export function partsOf(word: string): string[] {
  if (!COMPOUND.test(word)) return [];
  const parts = word.split(/_|(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u).filter(Boolean);
  return parts.length > 1 ? parts : [];
}

export function isCompound(word: string): boolean {
  return partsOf(word).length > 0;
}

/** The whole-word term of a word: its stem, or for a compound name the folded name itself. */
export function termOf(word: string): string {
  return isCompound(word) ? foldPlural(word) : stem(word);
}

/** Terms of a compound's parts (empty for a plain word). */
export function partTermsOf(word: string): string[] {
  return partsOf(word).map(stem);
}

/** Every term a word is indexed under: the whole word and its parts (for highlighting a match on either). */
export function tokenize(text: string): string[] {
  return words(text).flatMap(({ word }) => [termOf(word), ...partTermsOf(word)]);
}

const STOP = new Set(STOP_WORDS);

export function isStopWord(word: string): boolean {
  return STOP.has(word.toLowerCase());
}
