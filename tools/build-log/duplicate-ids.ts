/**
 * Ids that appear more than once in a built page. A link to such an id lands
 * on the first element that has it, so a second heading with that id can
 * never be linked. The served HTML is minified: values may be unquoted.
 */
export function duplicateIds(html: string): string[] {
  const counts = new Map<string, number>();
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const id = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/.exec(tag);
    const value = id && (id[1] ?? id[2] ?? id[3]);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([id]) => id);
}
