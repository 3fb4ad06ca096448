import pluginContentDocs from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';
import { validateOptions } from '@docusaurus/plugin-content-docs/lib/options.js';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { slimDocsRoute, slimGlobalData } from './slim-data';

/**
 * Docusaurus's docs plugin, unchanged but for the data it ships to the browser
 * (see slim-data.ts): each page loads its own sidebar only, not every
 * sidebar and every page's description, and the global data names sidebar
 * sections instead of listing every page.
 */
export default async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options as PluginOptions)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const { actions } = args;
      const slimActions: typeof actions = {
        ...actions,
        addRoute: (route) => actions.addRoute(slimDocsRoute(route)),
        setGlobalData: (data) => actions.setGlobalData(slimGlobalData(data as Parameters<typeof slimGlobalData>[0])),
      };
      await plugin.contentLoaded?.({ ...args, actions: slimActions });
    },
  };
}

docsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
