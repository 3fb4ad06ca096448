/** What a code block's meta string says about it. */
export interface BlockMeta {
  title?: string;
  /** Bare words, e.g. `no-check`, `showLineNumbers`. */
  flags: Set<string>;
}

/** Parses `title="src/x.ts" no-check {1,3}` into a title and bare flags. */
export function parseBlockMeta(meta: string): BlockMeta {
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  const rest = meta.replace(/\b\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ').replace(/\{[^}]*\}/g, ' ');
  return {
    title: title ? (title[1] ?? title[2]) : undefined,
    flags: new Set(rest.split(/\s+/).filter(Boolean)),
  };
}

const REASON = /^(?:\{\/\*\s*no-check:\s*(.*?)\s*\*\/\}|<!--\s*no-check:\s*(.*?)\s*-->)$/;

/**
 * The reason for a `no-check` block, written as a comment on the line above
 * the fence: `{/* no-check: why *\/}` in MDX or `<!-- no-check: why -->` in MD.
 */
export function noCheckReason(lineAbove: string): string | undefined {
  const match = REASON.exec(lineAbove);
  const reason = match && (match[1] ?? match[2]);
  return reason ? reason : undefined;
}
