import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isNoIndex } from '../built-html/robots';
import { type DocSearchRecord, extractRecords } from './records';

/** Built pages that are not content: the not-found page, the search page itself, test fixtures. */
const SKIP = [/^\/404$/, /^\/search$/, /^\/__test__(\/|$)/];

/** The route a built HTML file serves, e.g. `build/guides/x/index.html` → `/guides/x`. */
export function routeOfBuiltFile(buildDir: string, file: string): string {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
}

/** Records of every content page of a production build, sorted by URL then position. */
export function collectRecords(buildDir: string, siteUrl: string, siteTitle: string): { pages: number; records: DocSearchRecord[] } {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) files.push(full);
    }
  };
  walk(buildDir);
  const pages = files.map((file) => ({ file, route: routeOfBuiltFile(buildDir, file) })).filter(({ route }) => !SKIP.some((re) => re.test(route)));
  pages.sort((a, b) => a.route.localeCompare(b.route));
  let indexed = 0;
  const records = pages.flatMap(({ file, route }) => {
    const html = readFileSync(file, 'utf8');
    if (isNoIndex(html)) return [];
    indexed += 1;
    return extractRecords(html, `${siteUrl}${route === '/' ? '/' : route}`, siteTitle);
  });
  return { pages: indexed, records };
}
