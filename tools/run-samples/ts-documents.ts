// Parse, for TypeScript samples: the GraphQL documents of a ts/tsx block's `gql`…`` and
// `graphql(`…`)` templates (Admin UI extensions, Dashboard extensions, storefront clients), and
// the API the page's context gives them. Pure: the run plans them as it plans the graphql blocks.

import type { Api } from './parse';

export interface TemplateDocument {
  /** The document's text, with the fragments of the same block it interpolates added. */
  code: string;
  /** 0-based line of the template's first character within the block. */
  lineInBlock: number;
  /** Set when the document cannot be read on its own: why. */
  unreadable?: string;
  /** `const NAME = gql`…``: the name the code uses it by. */
  name?: string;
}

const TAG = /\b(?:gql|graphql)\s*(?:\(\s*)?`/g;

/** The end (index of the closing backtick) of the template literal whose text starts at `start`, and its `${…}` expressions. */
function scanTemplate(code: string, start: number): { end: number; expressions: string[] } | undefined {
  const expressions: string[] = [];
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '\\') i++;
    else if (c === '`') return { end: i, expressions };
    else if (c === '$' && code[i + 1] === '{') {
      let depth = 1;
      let j = i + 2;
      for (; j < code.length && depth > 0; j++) {
        if (code[j] === '{') depth++;
        else if (code[j] === '}') depth--;
      }
      expressions.push(code.slice(i + 2, j - 1).trim());
      i = j - 1;
    }
  }
  return undefined;
}

/**
 * The GraphQL documents of a TypeScript block. A template that interpolates only the names of
 * other templates of the same block (`${PRODUCT_FRAGMENT}`) gets their text; any other `${…}`
 * makes the document unreadable.
 */
export function templateDocumentsOf(code: string): TemplateDocument[] {
  const found: Array<{ name?: string; text: string; start: number; expressions: string[] }> = [];
  for (const match of code.matchAll(TAG)) {
    const start = match.index! + match[0].length;
    const scanned = scanTemplate(code, start);
    if (!scanned) continue;
    // `const NAME = gql`…``: the name other templates interpolate.
    const name = /(?:const|let|var)\s+(\w+)(?:\s*:[^=]+)?\s*=\s*$/.exec(code.slice(Math.max(0, match.index! - 200), match.index!))?.[1];
    found.push({ name, text: code.slice(start, scanned.end), start, expressions: scanned.expressions });
  }
  const byName = new Map(found.filter((f) => f.name).map((f) => [f.name!, f]));
  // A template of interpolations only (`gql`${a} ${b}``) joins documents shown elsewhere: not one of its own.
  const own = found.filter((f) => f.text.replace(/\$\{[^}]*\}/g, '').trim() !== '');
  return own.map(({ name, text, start, expressions }): TemplateDocument => {
    const lineInBlock = code.slice(0, start).split('\n').length - 1;
    const unknown = expressions.filter((e) => !byName.has(e));
    if (unknown.length) return { code: text, lineInBlock, name, unreadable: `interpolates \${${unknown[0]}}` };
    // The interpolations removed, the interpolated fragments (and theirs) appended once.
    const added = new Set<string>();
    const add = (names: string[]) => {
      for (const n of names) {
        if (added.has(n)) continue;
        added.add(n);
        add(byName.get(n)!.expressions.filter((e) => byName.has(e)));
      }
    };
    add(expressions);
    const strip = (t: string) => t.replace(/\$\{[^}]*\}/g, '');
    const code_ = [strip(text), ...[...added].map((n) => strip(byName.get(n)!.text))].join('\n');
    return { code: code_, lineInBlock, name };
  });
}

/**
 * The API a page's TypeScript samples talk to, from where the page is: Admin UI and Dashboard
 * extensions use the Admin API, storefront pages the Shop API. Elsewhere the context does not say.
 */
export function apiOfTsContext(file: string, blockTitle?: string, code = '', name?: string): Api | undefined {
  if (/\/(extending-the-admin-ui|extending-the-dashboard)\//.test(file)) return 'admin';
  if (blockTitle && /(^|\/)(dashboard|ui)\//.test(blockTitle)) return 'admin';
  if (/\/storefront\//.test(file)) return 'shop';
  // An e2e test sends each document through the client of its API (@vendure/testing's createTestEnvironment).
  if (name) {
    const clients = new Set([...code.matchAll(new RegExp(`\\b(admin|shop)Client\\.query\\s*(?:<[^()]*?>\\s*)?\\(\\s*${name}\\b`, 'g'))].map((m) => m[1]));
    if (clients.size === 1) return [...clients][0] as Api;
  }
  const admin = /\badminClient\./.test(code);
  const shop = /\bshopClient\./.test(code);
  if (admin !== shop) return admin ? 'admin' : 'shop';
  return undefined;
}
