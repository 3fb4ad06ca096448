import { matchRoutes, type RouteConfig } from 'react-router-config';
import type { ChunkNames, RouteTable } from './route-table';

type Docusaurus = Window['docusaurus'];

export interface DocusaurusGlobalDeps {
  routes: RouteConfig[];
  sections: Pick<RouteTable, 'missingSections'>;
  routesChunkNames: Record<string, ChunkNames>;
  /** A chunk's URL, or undefined when it has no file of its own (`__webpack_require__.gca`). */
  chunkUrl: (chunkName: string) => string | undefined;
  /** Adds a `<link rel=prefetch>` (core/lib/client/prefetch.js). */
  prefetchUrl: (url: string) => Promise<void>;
  preload: (pathname: string) => Promise<unknown>;
  /** `window.docusaurus.prefetch`: a prefetch put off until a section loads goes through whatever wraps it (src/client/prefetch-when-idle.ts). */
  prefetchAgain: (pathname: string) => void;
  isSlowConnection: () => boolean;
}

/** `{ a: { b: 'x' }, c: ['y'] }` → `['x', 'y']`: the chunk names of one route (core's `flat`, values only). */
function chunkNamesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(chunkNamesOf) : [];
}

/** A link target's path: `/a?b#c` → `/a`, `#c` → `` (the page itself, nothing to fetch). */
const pathOf = (target: string) => target.replace(/[?#].*$/, '');

/**
 * `window.docusaurus` as Docusaurus 3.7 builds it (core/lib/client/docusaurus.js,
 * which this module replaces), with one change: the routes a path may match
 * can sit in a section not loaded yet (route-table.ts). Prefetching a link to
 * such a path fetches the section's file at low priority (`rel=prefetch`,
 * not run) and prefetches the page's own code once something loads the
 * section: hovering the link, or navigating. Loading every section a page
 * links to would put other sections' routes into each page's first load.
 *
 * Two more differences from core's:
 * - A link's query and hash are dropped before matching: routes match paths,
 *   so `/a#x` is the page `/a`. Core matched the whole string, found only the
 *   parent routes for a link to a heading on another page, and prefetched
 *   them again for each heading: the A–Z pages of GraphQL types, 249 links
 *   to headings of 21 pages, appended 489 `<link rel=prefetch>` for 39 files
 *   and never prefetched the letter pages themselves.
 * - Each file is prefetched once, whichever route asks for it: every page of
 *   a section shares its parents' chunks.
 */
export function createDocusaurusGlobal(deps: DocusaurusGlobalDeps): Docusaurus {
  const fetched = new Set<string>();
  const fetchedUrls = new Set<string>();
  const loaded = new Set<string>();
  const waiting = new Set<string>();
  const sectionsFetched = new Set<string>();
  const canPrefetch = (routePath: string) => !deps.isSlowConnection() && !loaded.has(routePath) && !fetched.has(routePath);
  const canPreload = (routePath: string) => !deps.isSlowConnection() && !loaded.has(routePath);

  // Docusaurus matches by path, whatever the hash: every route of that path (core's getChunkNamesToLoad).
  const chunkNamesToLoad = (path: string) =>
    Object.entries(deps.routesChunkNames)
      .filter(([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
      .flatMap(([, routeChunks]) => chunkNamesOf(routeChunks));

  const prefetchChunks = (names: string[]) =>
    Promise.all(
      names.map((chunkName) => {
        const url = deps.chunkUrl(chunkName);
        if (!url || url.includes('undefined') || fetchedUrls.has(url)) return Promise.resolve();
        fetchedUrls.add(url);
        return deps.prefetchUrl(url);
      }),
    );

  const prefetch = (target: string): false | Promise<void[]> => {
    const routePath = pathOf(target);
    if (!routePath || !canPrefetch(routePath)) return false;
    const missing = deps.sections.missingSections(routePath);
    if (missing.length > 0) {
      if (!waiting.has(routePath)) {
        waiting.add(routePath);
        void Promise.all(missing.map((section) => section.whenLoaded)).then(() => {
          waiting.delete(routePath);
          deps.prefetchAgain(routePath);
        });
      }
      const names = missing.map((section) => section.chunkName).filter((name) => !sectionsFetched.has(name));
      names.forEach((name) => sectionsFetched.add(name));
      return prefetchChunks(names);
    }
    fetched.add(routePath);
    const matches = matchRoutes(deps.routes, routePath);
    return prefetchChunks(matches.flatMap((match) => chunkNamesToLoad(match.route.path as string)));
  };

  const preload = (target: string): false | Promise<void[]> => {
    const routePath = pathOf(target);
    if (!routePath || !canPreload(routePath)) return false;
    loaded.add(routePath);
    return deps.preload(routePath) as Promise<void[]>;
  };

  return Object.freeze({ prefetch, preload });
}
