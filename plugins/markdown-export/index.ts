import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { setImmediate as afterOtherPluginsStart } from 'node:timers/promises';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { describeExport, exportMarkdown } from '../../tools/markdown-export/export';
import { type OutlineSection, siteOutline, sidebarLabels } from '../../tools/markdown-export/outline';

/**
 * After the production build, writes the Markdown of every page beside its
 * HTML (`/guides/x` → `/guides/x.md`) and, at the root, `llms.txt`, one
 * `llms-*.txt` file per section and `llms-full.txt`, from the built pages
 * (tools/markdown-export), so the generated reference is included and nothing
 * is stale. The sidebars' order comes from the docs plugin's loaded content,
 * which only `allContentLoaded` sees. Adds no code to the site's pages.
 */
export default function markdownExportPlugin(context: LoadContext): Plugin {
  let sections: OutlineSection[] = [];
  return {
    name: 'vendure-docs-markdown-export',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const navbar = (context.siteConfig.themeConfig as { navbar?: { items?: Parameters<typeof sidebarLabels>[0] } }).navbar;
      sections = siteOutline(docs, sidebarLabels(navbar?.items));
      // Without sidebars every page would still be listed, under "Other pages": say so rather than pass quietly.
      if (sections.length === 0) console.warn('[markdown] The docs plugin loaded no sidebars: llms.txt lists every page under "Other pages".');
    },
    async postBuild({ outDir, siteConfig, routesPaths }) {
      // Docusaurus calls the plugins' postBuild one after the other and awaits them together. The export (about 5 s of
      // the main thread for 1,000 pages) starts once the others have started, so the search index worker, whose plugin
      // comes later in the list, runs beside it instead of after it.
      await afterOtherPluginsStart();
      const figures = exportMarkdown({ buildDir: outDir, siteUrl: siteConfig.url, siteTitle: siteConfig.title, routes: routesPaths, sections, fallbackSummary: siteConfig.tagline });
      console.log(describeExport(figures));
      // Not fatal here: `npm run test:build-log` fails on any sitemap page without its Markdown.
      if (figures.skipped.length > 0) console.warn(`[markdown] No Markdown for ${figures.skipped.join(', ')}: no built page with an <article> or <main>.`);
    },
  };
}
