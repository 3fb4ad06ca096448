import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { colourCss } from './colours';

/** The theme's client module that registers Prism languages on every page (src/theme/CodeBlock/Highlighted.tsx does it instead). */
const themePrismClientModule = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

/**
 * Fenced code blocks are highlighted at build time (rehype.ts, a docs
 * `rehypePlugins` entry) and coloured by a style sheet this plugin writes
 * from the theme config's two Prism themes. The theme's client module that
 * readies Prism on every page is replaced with an empty one in both bundles:
 * only a `<CodeBlock>` written in JSX still needs Prism, and loads it itself.
 */
export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  // The same two themes the rehype plugin gets (config/theme.ts), read where the theme reads them.
  const { theme: light, darkTheme: dark } = context.siteConfig.themeConfig.prism as { theme: PrismTheme; darkTheme: PrismTheme };
  const themes = { light, dark };
  const cssFile = path.join(context.generatedFilesDir, 'code-highlighting', 'colours.css');
  fs.mkdirSync(path.dirname(cssFile), { recursive: true });
  fs.writeFileSync(cssFile, colourCss(themes));
  return {
    name: 'vendure-docs-code-highlighting',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack() {
      return { resolve: { alias: { [`${themePrismClientModule}$`]: false } } };
    },
  };
}
