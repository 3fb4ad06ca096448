/**
 * The section roots every page below them shares: as query words they would
 * only make the query longer (every word must match) without narrowing it.
 */
const SECTION_ROOTS = new Set(['guides', 'reference', 'user-guide']);

/** A long bogus path (a scanner's, say) would make a query nothing matches; the last words are the most specific. */
const MAX_WORDS = 8;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The words of a missing page's path, as a search query:
 * `/guides/developer-guide/custom-feilds` → `developer guide custom feilds`.
 * Splits on anything that is not a letter or digit (`/ - _ .`, encoded spaces…)
 * and on camelCase (`ProductVariant` → `product variant`); drops numbers,
 * repeated words and a leading section root.
 */
export function pathWords(pathname: string): string {
  const segments = pathname.split('/').map(decode).filter(Boolean);
  if (segments.length > 0 && SECTION_ROOTS.has(segments[0].toLowerCase())) segments.shift();
  const words = segments
    .join(' ')
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !/^\p{N}+$/u.test(word));
  return [...new Set(words)].slice(-MAX_WORDS).join(' ');
}
