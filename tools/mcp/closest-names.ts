import { editDistance } from './page-url';

/**
 * The names most like `input`, best first, for "did you mean" messages. Case
 * does not count. A name that holds the input, or is held by it (`variant` →
 * `ProductVariant`), comes before names that are only spelt alike; among
 * those the edit distance decides, then the name's order in the list.
 */
export function closestNames(input: string, names: Iterable<string>, count = 5): string[] {
  const wanted = input.toLowerCase();
  const scored: { name: string; score: number; order: number }[] = [];
  let order = 0;
  for (const name of new Set(names)) {
    const lower = name.toLowerCase();
    const contains = wanted.length > 0 && (lower.includes(wanted) || wanted.includes(lower));
    // Containment scores by the length difference, below any edit distance of 1 or more.
    const score = contains ? Math.abs(lower.length - wanted.length) / (lower.length + wanted.length + 1) : 1 + editDistance(wanted, lower);
    scored.push({ name, score, order: order++ });
  }
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, count).map((s) => s.name);
}

/**
 * Like {@link closestNames}, but only names close enough to be what was
 * meant: held by or holding the input, or within about half its length in
 * edits. With none that close, the nearest `fallback` names all the same.
 */
export function likelyNames(input: string, names: Iterable<string>, count = 5, fallback = 3): string[] {
  const ranked = closestNames(input, names, Number.MAX_SAFE_INTEGER);
  const wanted = input.toLowerCase();
  const limit = Math.max(2, Math.ceil(wanted.length / 2));
  const close = ranked.filter((name) => {
    const lower = name.toLowerCase();
    return lower.includes(wanted) || wanted.includes(lower) || editDistance(wanted, lower) <= limit;
  });
  return close.length > 0 ? close.slice(0, count) : ranked.slice(0, fallback);
}
