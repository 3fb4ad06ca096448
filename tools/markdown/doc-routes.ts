import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readPage } from './read-page';

/** The route Docusaurus gives a doc file (routeBasePath `/`), honouring an absolute `slug`. */
export function routeOfDoc(file: string, slug?: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return slug.replace(/\/$/, '') || '/';
  const route = `/${file.replace(/^docs\//, '').replace(/\.mdx?$/, '')}`.replace(/\/index$/, '');
  return route || '/';
}

/** Routes of every doc page under docs/, generated ones included. */
export function listDocRoutes(root: string): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.mdx?$/.test(entry.name)) routes.add(routeOfDoc(rel, readPage(root, rel).frontMatter.slug));
    }
  };
  walk('docs');
  return routes;
}
