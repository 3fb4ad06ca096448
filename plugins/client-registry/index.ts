import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Docusaurus's route registry (`.docusaurus/registry.js`), in the code every
 * page loads first, names each page's source file next to its chunk loader:
 * about 50 KB for our 700 pages, used only by server rendering to collect
 * chunks. The client bundle's copy drops those names.
 */
export default function clientRegistryPlugin(context: LoadContext): Plugin {
  return {
    name: 'vendure-docs-client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const rule = { test: path.join(context.generatedFilesDir, 'registry.js'), enforce: 'pre' as const, use: [path.join(__dirname, 'strip-module-paths.cjs')] };
      return { module: { rules: [rule] } };
    },
  };
}
