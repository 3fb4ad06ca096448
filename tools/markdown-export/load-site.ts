import { loadContext } from '@docusaurus/core/lib/server/site';
import pluginContentDocs, { type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import { validateOptions } from '@docusaurus/plugin-content-docs/lib/options.js';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { docs } from '../../config/docs';
import { type OutlineSection, siteOutline, sidebarLabels } from './outline';

/** What the export needs of the site when it runs outside a build. */
export interface SiteFacts {
  url: string;
  title: string;
  tagline: string;
  sections: OutlineSection[];
}

/**
 * The site's config and sidebars for `cli.ts`, which runs on an existing build
 * without rebuilding: Docusaurus loads the config, and the docs plugin, with
 * the site's own options, loads the docs and sidebars as a build would (about
 * 3 s; nothing is written). The build itself gets them from the plugin
 * lifecycle instead (plugins/markdown-export).
 */
export async function loadSiteFacts(siteDir: string): Promise<SiteFacts> {
  const context = await loadContext({ siteDir });
  const options = validateOptions({ validate: normalizePluginOptions as never, options: docs as unknown as PluginOptions });
  const plugin = await pluginContentDocs(context, options);
  const content = (await plugin.loadContent?.()) as LoadedContent | undefined;
  const { siteConfig } = context;
  const navbar = (siteConfig.themeConfig as { navbar?: { items?: Parameters<typeof sidebarLabels>[0] } }).navbar;
  return { url: siteConfig.url, title: siteConfig.title, tagline: siteConfig.tagline, sections: siteOutline(content, sidebarLabels(navbar?.items)) };
}
