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
