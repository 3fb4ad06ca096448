/** A run of code: plain text, or the classes that colour it and its text. */
export type Token = string | [classes: string, text: string];

/**
 * What a fenced code block's `code` element carries, as JSON in its
 * `highlighted` property, from the build (rehype.ts) to `@theme/CodeBlock`.
 */
export interface HighlightedCode {
  lines: Token[][];
  /** Classes of highlighted lines, by line index (from `{1,3}` or magic comments). */
  lineClassNames: Record<number, string[]>;
}

/** The code as text, as the copy button copies it. */
export function codeText(lines: Token[][]): string {
  return lines.map((line) => line.map((token) => (typeof token === 'string' ? token : token[1])).join('')).join('\n');
}
