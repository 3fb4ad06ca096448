import { matchRoutes } from 'react-router-config';
import * as generatedRoutes from '@generated/routes';
import { createNavigationQueue, isBrowserLocation } from './latest-navigation';
import type { RouteTable } from './route-table';

const routes = generatedRoutes.default;
const { routeSections } = generatedRoutes as unknown as { routeSections: RouteTable };
const whenLatestLoaded = createNavigationQueue();

function load(pathname: string): Promise<unknown[]> {
  const paths = Array.from(new Set([pathname, decodeURI(pathname)]));
  return Promise.all(paths.map((path) => routeSections.loadSections(path))).then(() =>
    Promise.all(paths.flatMap((path) => matchRoutes(routes, path)).map((match) => (match.route.component as unknown as { preload?: () => Promise<unknown> }).preload?.())),
  );
}

/**
 * Docusaurus's `preload(pathname)` (core/lib/client/preload.js, which this
 * module replaces): it loads the code of every route the path matches, before
 * the first render and before each navigation is shown. The routes may be in
 * a section not loaded yet (route-table.ts), so it loads those first. A
 * navigation's preload settles once the browser's current location has
 * loaded too (latest-navigation.ts).
 */
export default function preload(pathname: string): Promise<unknown[]> {
  const loading = load(pathname);
  return typeof window !== 'undefined' && isBrowserLocation(pathname, window.location) ? whenLatestLoaded(loading) : loading;
}
