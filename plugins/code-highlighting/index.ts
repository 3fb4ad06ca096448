import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The theme's client module that registers Prism languages on every page (src/theme/CodeBlock/Highlighted.tsx does it instead). */
const themePrismClientModule = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

/**
 * Replaces that client module with an empty one in both bundles, so Prism
 * leaves the first-load code of every page and loads with code blocks.
 */
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'vendure-docs-code-highlighting',
    configureWebpack() {
      return { resolve: { alias: { [`${themePrismClientModule}$`]: false } } };
    },
  };
}
