import { existsSync } from 'node:fs';
import path from 'node:path';

/** Built pages that are not content: the not-found page, the search page, test fixtures. */
const NOT_CONTENT = [/^\/404(\.html|\/)?$/, /^\/search\/?$/, /^\/__test__(\/|$)/];

export function isContentRoute(route: string): boolean {
  return !NOT_CONTENT.some((pattern) => pattern.test(route));
}

/**
 * Where a page's Markdown lives: its route plus `.md`, a trailing slash
 * dropped first (`/user-guide/catalog/` → `/user-guide/catalog.md`), the home
 * page at `/index.md`. No route of the site is both `/x` and `/x/`, so every
 * page gets its own file, and a reader can derive it from any page's URL.
 */
export function markdownPathOf(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}

/** The route without a trailing slash, to compare routes however they were written. */
export function routeKey(route: string): string {
  return route.replace(/\/+$/, '') || '/';
}

/** The HTML file the build wrote for a route, as `docusaurus serve` and nginx find it. */
export function builtFileOf(buildDir: string, route: string): string | undefined {
  const rel = routeKey(route).slice(1);
  const candidates = rel ? [path.join(buildDir, rel, 'index.html'), path.join(buildDir, `${rel}.html`)] : [path.join(buildDir, 'index.html')];
  return candidates.find((file) => existsSync(file));
}

/** The routes a sitemap lists, relative to the site's URL. */
export function routesOfSitemap(xml: string, siteUrl: string): string[] {
  const routes: string[] = [];
  for (const match of xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)) {
    const url = match[1].replace(/&amp;/g, '&');
    routes.push(url.startsWith(siteUrl) ? url.slice(siteUrl.length) || '/' : new URL(url).pathname);
  }
  return routes;
}
