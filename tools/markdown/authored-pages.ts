import { readdirSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_REFERENCE_DIRS } from '../reference/generated-dirs';

/** Repository-relative paths of every authored .md/.mdx page under docs/, sorted. */
export function listAuthoredPages(root: string): string[] {
  const generated = new Set<string>(GENERATED_REFERENCE_DIRS);
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!generated.has(rel)) walk(rel);
      } else if (/\.mdx?$/.test(entry.name)) {
        pages.push(rel);
      }
    }
  };
  walk('docs');
  return pages.sort();
}
