import { readdirSync } from 'node:fs';
import path from 'node:path';
import { AUTHORED_REFERENCE_SECTIONS, isGeneratedReferencePath } from '../reference/generated-dirs';

/** Repository-relative paths of every authored .md/.mdx page under docs/, sorted. */
export function listAuthoredPages(root: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        // Generated folders may still hold an authored section further down.
        if (!isGeneratedReferencePath(rel) || AUTHORED_REFERENCE_SECTIONS.some((s) => s.startsWith(`${rel}/`))) walk(rel);
      } else if (/\.mdx?$/.test(entry.name) && !isGeneratedReferencePath(rel)) {
        pages.push(rel);
      }
    }
  };
  walk('docs');
  return pages.sort();
}

/**
 * The pages a writer names on the command line (files or folders, repository-relative),
 * so checking one page does not wait for all of them; no argument means every page.
 * An argument that matches no page is an error, never a silent empty run.
 */
export function selectPages(pages: string[], args: string[]): string[] {
  if (args.length === 0) return pages;
  const wanted = args.map((arg) => arg.replace(/^\.\//, '').replace(/\/$/, ''));
  const unmatched = wanted.filter((arg) => !pages.some((page) => page === arg || page.startsWith(`${arg}/`)));
  if (unmatched.length > 0) throw new Error(`No authored page at: ${unmatched.join(', ')}`);
  return pages.filter((page) => wanted.some((arg) => page === arg || page.startsWith(`${arg}/`)));
}
