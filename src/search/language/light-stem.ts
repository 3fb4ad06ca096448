/**
 * Steps 1 and 5a of Porter's stemmer (M.F. Porter, 1980): plurals, `-ed` and
 * `-ing`, a final `y` and `e` — the inflections, not the derivations. The full algorithm
 * also strips `-er`, `-ion`, `-al`, `-ate`…, which in a commerce framework's
 * docs joins words a reader keeps apart: `customer` and `custom` (fields),
 * `production` and `product`, `general` and `generate`.
 */

function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if ('aeiou'.includes(c)) return false;
  return c === 'y' ? i === 0 || !isConsonant(word, i - 1) : true;
}

/** Porter's m: the number of vowel–consonant sequences in the stem. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  while (i < stem.length && isConsonant(stem, i)) i++;
  while (i < stem.length) {
    while (i < stem.length && !isConsonant(stem, i)) i++;
    if (i >= stem.length) break;
    while (i < stem.length && isConsonant(stem, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsWithDoubleConsonant(stem: string): boolean {
  const n = stem.length;
  return n >= 2 && stem[n - 1] === stem[n - 2] && isConsonant(stem, n - 1);
}

/** Consonant–vowel–consonant at the end, the last not w, x or y (`hop`, not `snow`). */
function endsCvc(stem: string): boolean {
  const n = stem.length;
  return n >= 3 && isConsonant(stem, n - 3) && !isConsonant(stem, n - 2) && isConsonant(stem, n - 1) && !'wxy'.includes(stem[n - 1]);
}

function step1a(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  if (word.endsWith('eed')) return measure(word.slice(0, -3)) > 0 ? word.slice(0, -1) : word;
  for (const suffix of ['ed', 'ing']) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (!hasVowel(stem)) return word;
    if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
    if (endsWithDoubleConsonant(stem) && !'lsz'.includes(stem[stem.length - 1])) return stem.slice(0, -1);
    if (measure(stem) === 1 && endsCvc(stem)) return `${stem}e`;
    return stem;
  }
  return word;
}

function step1c(word: string): string {
  return word.endsWith('y') && hasVowel(word.slice(0, -1)) ? `${word.slice(0, -1)}i` : word;
}

/** Step 5a: a final `e` goes, so `delete` and `deleting` meet at `delet` (kept after a short stem: `file`, `code`). */
function step5a(word: string): string {
  if (!word.endsWith('e')) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  return m > 1 || (m === 1 && !endsCvc(stem)) ? stem : word;
}

/** The inflection-free stem of a lower-case English word (`payments` → `payment`, `shipped` → `ship`, `created` → `create`). */
export function lightStem(word: string): string {
  if (word.length <= 2) return word;
  return step5a(step1c(step1b(step1a(word))));
}
