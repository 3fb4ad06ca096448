import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { isDocusaurusChunkAssetPlugin, NamedChunkAssetPlugin } from './chunk-asset';

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
 * It also starts the app after the first paint (start-after-paint.ts) and
 * swaps the theme's navigation progress bar for one that loads its library
 * when a navigation needs it (lazy-progress-bar.ts).
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
      config.plugins = (config.plugins ?? []).filter((plugin) => !isDocusaurusChunkAssetPlugin(plugin));
      config.entry = path.join(__dirname, 'start-after-paint.ts');
      return {
        module: {
          rules: [rewrite('registry.js', 'strip-module-paths.cjs'), rewrite('routes.js', 'lazy-routes.cjs'), chunkNames, rewrite('docusaurus.config.mjs', 'strip-site-config.cjs')],
        },
        resolve: { alias: { [`${THEME_PROGRESS_BAR}$`]: path.join(__dirname, 'lazy-progress-bar.ts') } },
        optimization: { chunkIds: 'named' },
        output: { chunkFilename: 'assets/js/[id].[fullhash:8].js' },
        plugins: [new NamedChunkAssetPlugin(() => routeChunkNames(context.generatedFilesDir))],
      };
    },
  };
}
