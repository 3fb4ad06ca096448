import prefetchUrl from '@docusaurus/core/lib/client/prefetch.js';
import routesChunkNames from '@generated/routesChunkNames';
import * as generatedRoutes from '@generated/routes';
import preload from './preload';
import type { RouteTable } from './route-table';
import { createDocusaurusGlobal } from './window-docusaurus';

declare const __webpack_require__: { gca(chunkName: string): string | undefined };

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** The module that replaces core/lib/client/docusaurus.js: `window.docusaurus`, wired to the site's routes. */
export default createDocusaurusGlobal({
  routes: generatedRoutes.default,
  sections: (generatedRoutes as unknown as { routeSections: RouteTable }).routeSections,
  routesChunkNames,
  // Injected by the runtime (chunk-asset.ts).
  chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
  prefetchUrl,
  preload,
  prefetchAgain: (pathname) => void window.docusaurus.prefetch(pathname),
  isSlowConnection: () => {
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
  },
});
