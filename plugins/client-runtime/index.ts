import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isDocusaurusChunkAssetPlugin, NamedChunkAssetPlugin } from './chunk-asset';
import { CompileHintsPlugin } from './compile-hints';
import { TSLIB_IMPORT_DEFAULT_USERS } from './tslib-users';

/** Every chunk name a route asks for, from the generated `routesChunkNames.json` (nested for `__props` and the like). */
function routeChunkNames(generatedFilesDir: string): string[] {
  const names = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(JSON.parse(readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8')));
  return [...names];
}

/** The classic theme's progress-bar client module, as `.docusaurus/client-modules.js` requires it. */
const THEME_PROGRESS_BAR = path.join(path.dirname(require.resolve('@docusaurus/theme-classic')), 'nprogress');

/**
 * Three tables in the code every page loads first grow with the number of
 * pages and carry what the browser never uses (and lazy-routes.cjs makes the
 * route table itself cheaper to start and merges the route chunk-name table
 * into it; strip-site-config.cjs leaves the plugin entries out of the site
 * config):
 * - the route registry (`.docusaurus/registry.js`) names each page's source
 *   file next to its chunk loader (about 50 KB for our 700 pages), which only
 *   server rendering reads; the client bundle's copy drops those names;
 * - the runtime maps every chunk's id to its content hash, only to build file
 *   names like `assets/js/<id>.<contenthash>.js` (about 6 KB gzip for 740
 *   chunks). Files named by id and the build's hash need no map. The cost: a
 *   deploy that changes anything renames every chunk, so returning readers
 *   download again the chunks of the pages they open;
 * - the runtime maps every chunk's name to its id for prefetching (6.5 KB
 *   gzip): chunks identified by name make that the identity (chunk-asset.ts).
 * It also starts the app after the first paint (start-after-paint.ts),
 * marks the entry's two files for eager compilation (compile-hints.ts),
 * swaps the theme's navigation progress bar for one that loads its library
 * when a navigation needs it (lazy-progress-bar.ts), and gives the two
 * browser-side packages that require all of tslib for `__importDefault` that
 * helper alone (tslib-import-default.ts, 3.6 KB gzip).
 *
 * The route table and the registry themselves grew with the site (about 36 KB
 * gzip of the first script for 940 pages, most of what grew with each page).
 * The first script now holds only the routes above the pages (root, sidebar
 * sections, a few pages outside them) and, for each parent of many pages,
 * where its sections start; the pages' routes travel in sections of up to 48
 * routes, each a chunk (`routes-<n>`) with the registry entries only its
 * routes use. A section holds whole folders where they fit (a TypeScript API
 * category, the Admin API's object types, a Learn chapter), so a page loads
 * its own section's routes and never the site's, and adding pages elsewhere
 * adds one start to the first script per section:
 * - route-sections.cjs cuts the table (build), route-keys.cjs is the order and
 *   the chunk names both sides share, lazy-routes.cjs writes the table module
 *   and each section's (`routes.js?section=<n>`), registry-sections.cjs leaves
 *   the sections' entries out of the registry, route-table.ts is the table in
 *   the browser, which appends a section's routes to their parent when it loads;
 * - Docusaurus's `preload` (before hydrating, before showing a navigation, on
 *   hover) and `window.docusaurus` (prefetching links in view) are replaced
 *   (replace-module.cjs) by preload.ts, which loads the path's section first,
 *   and window-docusaurus.ts, which prefetches a section's file, not its
 *   routes, for links into a section not loaded, and the linked pages' code
 *   once the section loads; start-after-paint.ts requests the first page's
 *   section while React DOM is evaluated.
 * A path, page or not, falls in exactly one section of a parent, so a mistyped
 * URL still gets the docs' not-found page after its section has loaded. A
 * navigation's preload settles only once the browser's current location has
 * loaded (latest-navigation.ts): Docusaurus shows that location when any
 * pending preload settles, and a second click during a navigation showed the
 * not-found page until the second page's section arrived.
 *
 * Upgrading Docusaurus: docusaurus-internals.test.ts pins the files these
 * patches replace or rely on, each with what to re-check: preload.js and
 * docusaurus.js (replaced: port any change), clientEntry.js and
 * PendingNavigation.js (must still await preload, and shows the current location when any preload settles), App.js (renders the top
 * level once: sections stay below it), normalizeLocation.js (matches before a
 * section loads: `.html` routes stay in the first table), ComponentCreator.js
 * (reads the registry when a component is created), Link.js, the generated
 * routes.js/registry.js/routesChunkNames.json formats (codegenRoutes.js), and
 * the docs root finding its page in `route.routes` (docsUtils.js). Then run
 * the unit tests here and the prefetch, navigation and not-found specs.
 */
export default function clientRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'vendure-docs-client-runtime',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // The browser's copy of a file Docusaurus generates, passed through one of our loaders.
      const rewrite = (generatedFile: string, loader: string) => ({ test: path.join(context.generatedFilesDir, generatedFile), enforce: 'pre' as const, use: [path.join(__dirname, loader)] });
      // A JSON file turned into a JavaScript module must be parsed as one.
      const chunkNames = { ...rewrite('routesChunkNames.json', 'routes-chunk-names.cjs'), type: 'javascript/auto' };
      // Path stripping first (loaders run last to first), then the entries sections carry are left out.
      const registry = { ...rewrite('registry.js', 'registry-sections.cjs'), use: ['registry-sections.cjs', 'strip-module-paths.cjs'].map((loader) => path.join(__dirname, loader)) };
      // Docusaurus's own client modules that read the route table, replaced (see route-table.ts).
      const replace = (coreModule: string, replacement: string) => ({
        test: require.resolve(`@docusaurus/core/lib/client/${coreModule}`),
        enforce: 'pre' as const,
        use: [{ loader: path.join(__dirname, 'replace-module.cjs'), options: { with: path.join(__dirname, replacement) } }],
      });
      config.plugins = (config.plugins ?? []).filter((plugin) => !isDocusaurusChunkAssetPlugin(plugin));
      config.entry = path.join(__dirname, 'start-after-paint.ts');
      return {
        module: {
          rules: [
            registry,
            rewrite('routes.js', 'lazy-routes.cjs'),
            chunkNames,
            rewrite('docusaurus.config.mjs', 'strip-site-config.cjs'),
            replace('preload.js', 'preload.ts'),
            replace('docusaurus.js', 'window-docusaurus-module.ts'),
            { test: TSLIB_IMPORT_DEFAULT_USERS, resolve: { alias: { tslib$: path.join(__dirname, 'tslib-import-default.ts') } } },
          ],
        },
        resolve: { alias: { [`${THEME_PROGRESS_BAR}$`]: path.join(__dirname, 'lazy-progress-bar.ts') } },
        optimization: { chunkIds: 'named' },
        output: { chunkFilename: 'assets/js/[id].[fullhash:8].js' },
        plugins: [new NamedChunkAssetPlugin(() => routeChunkNames(context.generatedFilesDir)), new CompileHintsPlugin()],
      };
    },
  };
}
