import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { validateOptions } from '@docusaurus/plugin-content-docs/lib/options.js';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { LAZY_ITEMS_FILE, type LazySidebarItems } from './lazy-items';
import { slimDocsRoute, slimGlobalData } from './slim-data';

/**
 * Docusaurus's docs plugin, unchanged but for the data it ships to the browser
 * (see slim-data.ts): each page loads its own sidebar only, not every
 * sidebar and every page's description, and of a sidebar with areas (the
 * reference's) the items of its own area only, the others' when the reader
 * reaches for the sidebar; the global data names sidebar sections instead of
 * listing every page.
 */
export default async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options as PluginOptions)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const { actions } = args;
      const lazyItems: LazySidebarItems = {};
      const slimActions: typeof actions = {
        ...actions,
        addRoute: (route) => actions.addRoute(slimDocsRoute(route, lazyItems)),
        setGlobalData: (data) => actions.setGlobalData(slimGlobalData(data as Parameters<typeof slimGlobalData>[0])),
      };
      await plugin.contentLoaded?.({ ...args, actions: slimActions });
      // Always written: src/theme/DocSidebarItem/Category/lazy-items.ts imports it.
      await actions.createData(LAZY_ITEMS_FILE, JSON.stringify(lazyItems));
    },
  };
}

docsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
