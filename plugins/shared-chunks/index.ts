import type { Plugin } from '@docusaurus/types';

/** The components of the reference's generated pages (src/components/api). */
const API_COMPONENTS = /[\\/]src[\\/]components[\\/]api[\\/]/;

/**
 * What both halves of a doc page's layout use, the docs' layout with its
 * sidebar (DocRoot) and the page's own (DocItem), which Docusaurus loads as
 * separate chunks side by side: our kept blocks (src/components/ServerRendered)
 * and the theme's collapsible sections, with the helper they import. And
 * what the code block's chunk, which a page with code loads beside them
 * (plugins/code-highlighting/recma.ts), shares with the page's layout.
 */
const DOC_LAYOUT_SHARED =
  /[\\/](src[\\/]components[\\/]ServerRendered[\\/]|@docusaurus[\\/]theme-common[\\/]lib[\\/](components[\\/]Collapsible[\\/]|utils[\\/]accessibilityUtils\.js$)|src[\\/]theme[\\/]CodeBlock[\\/]loaded\.ts$|plugins[\\/]code-highlighting[\\/]highlighted-code\.ts$)/;

/**
 * One copy of the modules that the chunks of one page share, where the
 * bundler made one per chunk.
 * - Docusaurus puts modules that half the pages or more use in a `common`
 *   chunk, but only once they add up to the bundler's default minimum of 20 KB
 *   for a chunk of its own. Ours (ServerRendered, @mdx-js/react: about 1 KB
 *   together) never did, so each page's chunk carried a copy, and a doc page
 *   loaded ServerRendered three times (its own chunk, the doc layout's and the
 *   sidebar's). The modules both halves of the doc layout use join them there.
 * - The reference's components (about 2 KB) get a chunk of their own, so that
 *   guide pages do not load them and each reference page's chunk does not
 *   repeat them.
 */
export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'vendure-docs-shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              common: { minSize: 0 },
              docLayout: { test: DOC_LAYOUT_SHARED, name: 'common', minChunks: 2, minSize: 0, priority: 41 },
              apiComponents: { test: API_COMPONENTS, name: 'api-components', minChunks: 2, minSize: 0, priority: 45 },
            },
          },
        },
      };
    },
  };
}
