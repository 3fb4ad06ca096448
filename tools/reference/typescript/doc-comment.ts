import type { DocParam, DocTags } from './model';

/** A doc comment split into its tags, as the Vendure sources write them. */
export interface ParsedDocComment extends DocTags {
  category?: string;
  page?: string;
  weight?: number;
  internal: boolean;
}

/** Block tags the sources use; decorators in examples (`@VendurePlugin`) are never among them. */
const KNOWN_TAGS = new Set(['description', 'example', 'since', 'deprecated', 'experimental', 'default', 'internal', 'docsCategory', 'docsPage', 'docsWeight']);

/** The inside of a `/** … *\/` comment, without the stars that start each line. */
export function commentBody(comment: string): string {
  return comment
    .replace(/^\/\*\*\s?/, '')
    .replace(/\s*\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
}

/** Removes the common indentation and blank edges of a block of text. */
function dedent(text: string): string {
  const lines = text.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length), Infinity);
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/** `ctx - The context` or `ctx The context` (TSDoc and JSDoc spellings); a name alone says nothing. */
function paramOf(text: string): DocParam | undefined {
  const match = /^\s*\[?([\w$.]+)(?:=[^\]]*)?\]?\s*(?:-\s*)?([\s\S]*)$/.exec(text);
  const description = match?.[2].trim();
  return match && description ? { name: match[1], text: description } : undefined;
}

/**
 * Splits a doc comment at lines that start with `@tag`, ignoring `@` inside
 * code fences (examples show decorators such as `@VendurePlugin`). Text before
 * the first tag counts as description, like `@description`. `\@` unescapes.
 */
export function parseDocComment(comment: string): ParsedDocComment {
  const sections: { tag: string; text: string[] }[] = [{ tag: 'description', text: [] }];
  let inFence = false;
  for (const line of commentBody(comment).split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const tag = /^\s*@(\w+)\s?(.*)$/.exec(line);
    if (tag && inFence && KNOWN_TAGS.has(tag[1])) {
      // An example whose fence was never closed: close it rather than lose the tags after it.
      sections.at(-1)!.text.push('```');
      inFence = false;
    }
    if (tag && !inFence) sections.push({ tag: tag[1], text: [tag[2]] });
    else sections.at(-1)!.text.push(line);
  }
  const text = (name: string) =>
    sections.filter((s) => s.tag === name).map((s) => dedent(s.text.join('\n')).replace(/\\@/g, '@'));
  const first = (name: string) => text(name)[0]?.trim();
  const weight = first('docsWeight');
  const params = text('param').map(paramOf).filter((p): p is DocParam => p !== undefined);
  const returns = [...text('returns'), ...text('return')][0]?.trim();
  return {
    ...(params.length > 0 && { params }),
    ...(returns && { returns }),
    description: text('description').filter(Boolean).join('\n\n'),
    examples: text('example').filter(Boolean),
    since: first('since') || undefined,
    deprecated: text('deprecated').length > 0 ? first('deprecated') : undefined,
    experimental: text('experimental').length > 0,
    default: first('default') || undefined,
    category: first('docsCategory') || undefined,
    page: first('docsPage') || undefined,
    weight: weight !== undefined && weight !== '' ? Number(weight) : undefined,
    internal: text('internal').length > 0,
  };
}
