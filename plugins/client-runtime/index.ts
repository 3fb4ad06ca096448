import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Two tables in the code every page loads first grow with the number of pages
 * and carry what the browser never uses:
 * - the route registry (`.docusaurus/registry.js`) names each page's source
 *   file next to its chunk loader (about 50 KB for our 700 pages), which only
 *   server rendering reads; the client bundle's copy drops those names;
 * - the runtime maps every chunk's id to its name and to its content hash,
 *   only to build file names like `assets/js/<name>.<contenthash>.js` (about
 *   13 KB gzip for 750 chunks). Files named by id and the build's hash need no
 *   map at all. The cost: a deploy that changes anything renames every chunk,
 *   so returning readers download again the chunks of the pages they open.
 *   Prefetching looks chunks up by name through a separate map, which stays.
 */
export default function clientRuntimePlugin(context: LoadContext): Plugin {
  return {
    name: 'vendure-docs-client-runtime',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const registryRule = { test: path.join(context.generatedFilesDir, 'registry.js'), enforce: 'pre' as const, use: [path.join(__dirname, 'strip-module-paths.cjs')] };
      return { module: { rules: [registryRule] }, output: { chunkFilename: 'assets/js/[id].[fullhash:8].js' } };
    },
  };
}
