import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { routeOfDoc } from '../markdown/doc-routes';
import { withoutFencedBlocks } from '../markdown/fences';
import type { Page } from '../markdown/read-page';

export interface LintError {
  file: string;
  line: number;
  message: string;
}

/** What rules may know about the site besides the page itself. */
export interface LintContext {
  /** Every docs route (authored and generated), without trailing slash. */
  routes: ReadonlySet<string>;
  /** Whether a file exists, by its path from the repository root. */
  fileExists: (file: string) => boolean;
}

/** The fewest words of prose an authored guide or user-guide page may have. */
export const MIN_PROSE_WORDS = 250;

/** The page body with code blocks blanked, as lines numbered like the file. */
function proseLines(page: Page): { text: string; line: number }[] {
  return withoutFencedBlocks(page.body)
    .split('\n')
    .map((text, i) => ({ text, line: page.bodyLine + i }));
}

const at = (page: Page, line: number, message: string): LintError => ({ file: page.file, line, message });

export function frontMatterRule(page: Page): LintError[] {
  return (['title', 'description'] as const)
    .filter((key) => typeof page.frontMatter[key] !== 'string' || (page.frontMatter[key] as string).trim() === '')
    .map((key) => at(page, 1, `front matter needs a \`${key}\``));
}

export function noH1Rule(page: Page): LintError[] {
  return proseLines(page)
    .filter(({ text }) => /^#\s/.test(text) || /<h1[\s>]/i.test(text))
    .map(({ line }) => at(page, line, 'no H1 in the body: the title front matter is the page heading'));
}

export function uniqueHeadingsRule(page: Page): LintError[] {
  const seen = new Map<string, number>();
  const errors: LintError[] = [];
  for (const { text, line } of proseLines(page)) {
    const heading = /^#{2,6}\s+(.*?)\s*$/.exec(text);
    if (!heading) continue;
    const explicit = /\{#([\w-]+)\}$/.exec(heading[1]);
    const id = explicit ? explicit[1] : GithubSlugger.slug(heading[1]);
    const first = seen.get(id);
    if (first !== undefined) errors.push(at(page, line, `heading "${heading[1]}" repeats the anchor #${id} of line ${first}`));
    else seen.set(id, line);
  }
  return errors;
}

/** Words a reader reads: no code, imports, JSX tags, comments or link targets. */
export function countProseWords(page: Page): number {
  const prose = withoutFencedBlocks(page.body)
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/`[^`]*`/g, ' x ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function minWordsRule(page: Page): LintError[] {
  if (!/^docs\/(guides|user-guide)\//.test(page.file)) return [];
  const words = countProseWords(page);
  return words < MIN_PROSE_WORDS ? [at(page, 1, `${words} words of prose; a guide page needs at least ${MIN_PROSE_WORDS}`)] : [];
}

export function imageAltRule(page: Page): LintError[] {
  return proseLines(page).flatMap(({ text, line }) => {
    const errors: LintError[] = [];
    if (/!\[\s*\]\(/.test(text)) errors.push(at(page, line, 'image without alt text'));
    for (const img of text.match(/<img\b[^>]*>/gi) ?? []) {
      if (!/\balt=["{][^"}]/.test(img)) errors.push(at(page, line, 'image without alt text'));
    }
    return errors;
  });
}

/** The route a link points to, or undefined for external and same-page links. */
export function linkRoute(page: Page, target: string): string | undefined {
  const clean = target.replace(/[#?].*$/, '');
  if (clean === '' || /^[a-z][a-z0-9+.-]*:/i.test(clean)) return undefined;
  const absolute = clean.startsWith('/') ? clean : path.posix.join('/', path.posix.dirname(page.file.replace(/^docs\//, '')), clean);
  return routeOfDoc(`docs${absolute}`).replace(/(.)\/$/, '$1');
}

/** Every link target in the prose (Markdown links and `href`s), with its line. */
function linkTargets(page: Page): { target: string; line: number }[] {
  return proseLines(page).flatMap(({ text, line }) =>
    [...text.matchAll(/\]\(([^)\s]+)[^)]*\)|\bhref=["']([^"']+)["']/g)].map((match) => ({ target: match[1] ?? match[2], line })),
  );
}

export function referenceLinksRule(page: Page, context: LintContext): LintError[] {
  return linkTargets(page).flatMap(({ target, line }) => {
    const route = linkRoute(page, target);
    if (!route || !/^\/reference(\/|$)/.test(route) || context.routes.has(route)) return [];
    return [at(page, line, `link to ${route}, a reference page that does not exist`)];
  });
}

/**
 * A relative link to a page file that is not there renders as a dead link (the
 * build only warns, then fails on the route), so it is reported at the line.
 */
export function relativePageLinksRule(page: Page, context: LintContext): LintError[] {
  return linkTargets(page).flatMap(({ target, line }) => {
    const relative = target.replace(/[#?].*$/, '');
    if (!/^\.{1,2}\/.*\.mdx?$/.test(relative)) return [];
    const file = path.posix.join(path.posix.dirname(page.file), relative);
    return context.fileExists(file) ? [] : [at(page, line, `link to ${relative}, but ${file} does not exist`)];
  });
}

/** Every rule, in the order errors are printed. */
export const RULES: ((page: Page, context: LintContext) => LintError[])[] = [
  frontMatterRule,
  noH1Rule,
  uniqueHeadingsRule,
  minWordsRule,
  imageAltRule,
  referenceLinksRule,
  relativePageLinksRule,
];

export function lintPage(page: Page, context: LintContext): LintError[] {
  return RULES.flatMap((rule) => rule(page, context));
}
