import type { TypeText, TypeToken } from './model';

/** The start of an object type the GraphQL code generator wrote out for a query's selection: `{ __typename?: "SearchResult"; …`. */
const SELECTION = /\{\s*__typename\??:\s*(["'])(\w+)\1/g;

/** The index just after the `}` that closes the `{` at `open`, skipping string literals; -1 when unbalanced. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") {
      i = text.indexOf(char, i + 1);
      if (i < 0) return -1;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * Rule: an inline object type whose first field is `__typename: "X"` is a
 * generated GraphQL selection of the type X (the Admin UI's declaration files
 * expand `ProductSelectorSearchQuery['search']['items'][number]` into ~600
 * characters of nested literals). It is shown as the one name `X`, marked as
 * a GraphQL type so render can link it to the GraphQL reference; what the
 * selection picks of X is the query's business, not the member's.
 */
export function abbreviateSelections(tokens: TypeText): TypeText {
  const text = tokens.map((t) => t.text).join('');
  const ranges: { from: number; to: number; name: string }[] = [];
  for (const match of text.matchAll(SELECTION)) {
    const from = match.index;
    if (ranges.length > 0 && from < ranges.at(-1)!.to) continue;
    const to = closingBrace(text, from);
    if (to > 0) ranges.push({ from, to, name: match[2] });
  }
  if (ranges.length === 0) return tokens;

  const result: TypeToken[] = [];
  let at = 0;
  for (const token of tokens) {
    const start = at;
    at += token.text.length;
    // The parts of this token outside every range, with each range's name where the range starts.
    let cursor = start;
    for (const range of ranges.filter((r) => r.to > start && r.from < at)) {
      if (range.from > cursor) result.push({ ...token, text: text.slice(cursor, range.from) });
      if (range.from >= start) result.push({ text: range.name, graphqlType: range.name });
      cursor = Math.max(cursor, range.to);
    }
    if (cursor < at) result.push({ ...token, text: text.slice(cursor, at) });
  }
  return result;
}
