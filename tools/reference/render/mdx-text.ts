/**
 * The one place that makes text safe for MDX. Doc comments are Markdown
 * written for a plain renderer: `{`, `}` and `<` start JSX in MDX and must be
 * escaped everywhere except inside code.
 */

/** Escapes prose (no code inside) for MDX. */
export function escapeMdxText(text: string): string {
  return text
    .replace(/<br\s*\/?>/gi, '\n\n')
    .replace(/[{}]/g, (c) => `\\${c}`)
    .replace(/</g, '&lt;');
}

/** Applies `transform` to prose only, leaving fenced blocks and inline code untouched. */
export function mapProse(markdown: string, transform: (prose: string) => string): string {
  return markdown
    .split(/(^[ \t]*```[\s\S]*?^[ \t]*```[ \t]*$)/m)
    .map((part, i) =>
      i % 2 === 1 ? part : part.split(/(`+[^`\n]*?`+)/).map((piece, j) => (j % 2 === 1 ? piece : transform(piece))).join(''),
    )
    .join('');
}

/** A string as a JS expression inside a JSX attribute: `{"…"}`. */
export function jsxString(value: string): string {
  return `{${JSON.stringify(value)}}`;
}

/**
 * Structured data as a quoted JSX attribute holding JSON: `'[…]'`. An
 * expression attribute (`{[…]}`) would make the MDX compiler re-parse it with
 * acorn at every `}` inside and deep-copy its syntax tree; measured on our
 * ~700 reference pages, compiling with strings takes a third of the time.
 * Inside the quotes only `&` (a character reference) and the quote itself
 * mean something.
 */
export function jsonAttribute(value: unknown): string {
  return `'${JSON.stringify(value).replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'`;
}

/** A value for YAML front matter: JSON strings are valid YAML. */
export function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** Words whose period does not end a sentence. */
const ABBREVIATIONS = /(^|[\s(])(e\.g|i\.e|etc|vs|cf|approx|incl)\.$/i;

/**
 * The first sentence of a description, as plain text for lists and meta
 * descriptions. A period ends it only before whitespace and a capital (or the
 * end), never after an abbreviation such as "e.g."; admonition markers
 * (`:::warning[Deprecated]`) are dropped, their text kept.
 */
export function firstSentence(markdown: string): string {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^:::\w*(\[[^\]]*\])?.*$/gm, (line) => line.replace(/^:::\w*(\[[^\]]*\])?/, ''))
    .replace(/\{@link\s+([^}\s|]+)(?:[\s|]+([^}]*))?\}/g, (_, name: string, text?: string) => text?.trim() || name)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const end of prose.matchAll(/[.!?](?=\s+[^a-z\s]|$)/g)) {
    const sentence = prose.slice(0, end.index + 1);
    if (!ABBREVIATIONS.test(sentence)) return sentence.slice(0, 300);
  }
  return prose.slice(0, 300);
}

/**
 * Shiki's `// [!code highlight]` line markers (`# [!code highlight]` in
 * GraphQL), which some doc comments use, as the site's own magic comment on
 * the line before, in the same comment style.
 */
export function highlightMarkers(code: string): string {
  return code.replace(/^([ \t]*)(.*?)[ \t]*(\/\/|#) \[!code highlight\][ \t]*$/gm, '$1$3 highlight-next-line\n$1$2');
}
