// The plugins a page shows, loaded into a server of its own: the page's code blocks titled
// `src/plugins/…` are written out as files (as `npm run screenshots -- --guide` does for the
// Dashboard pages, with its code) under tools/screenshots/run-samples-src/, where they resolve
// @vendure/core from the screenshot tool's install, the server's own.

import fs from 'node:fs';
import path from 'node:path';
import { pluginClassesOf, pluginFilesOf, projectFilesOf, writeGuideExamples } from '../screenshots/guide-examples';
import { screenshotsDir } from './server';

/** The `@VendurePlugin` classes a page's `src/plugins/…` files declare. */
export function pluginClassesOfPage(source: string): string[] {
  return pluginFilesOf(source).flatMap(pluginClassesOf);
}

/** One folder per run (the CLI's process id, passed on to its workers), so that two runs never share files. */
export const pluginsDir = path.join(screenshotsDir, 'run-samples-src', process.env.RUN_SAMPLES_RUN ?? String(process.pid));

/**
 * Writes the page's plugin files and imports them, compiled as a project's tsc would. The server
 * gets every plugin class, or what the page's `sample_plugins` front matter lists: the entries of
 * a config's `plugins` array, such as `ReviewsPlugin.init({ allowSubmissions: true })`, where the
 * page says to register a plugin with options.
 */
export async function loadPagePlugins(root: string, file: string, registrations?: string[], customFieldsFile?: string): Promise<{ plugins: unknown[]; customFields: Record<string, unknown[]> }> {
  const outDir = path.join(pluginsDir, file.replace(/^docs\//, '').replace(/\.mdx?$/, '').replace(/\//g, '__'));
  const pageDir = path.relative('docs', file);
  // Every titled file, so that the plugins' imports of the page's other files resolve.
  writeGuideExamples(path.join(root, 'docs'), outDir, [pageDir], projectFilesOf);
  if (registrations?.length) {
    const index = path.join(outDir, 'index.ts');
    const source = fs.readFileSync(index, 'utf8');
    // A registration may also name a plugin of @vendure/core, such as DefaultSchedulerPlugin.
    const pageClasses = new Set([...source.matchAll(/import \{ (\w+) \}/g)].map((m) => m[1]));
    const coreNames = [...new Set(registrations.map((r) => /^\w+/.exec(r)?.[0] ?? '').filter((name) => name && !pageClasses.has(name)))];
    const coreImport = coreNames.length ? `import { ${coreNames.join(', ')} } from '@vendure/core';\n` : '';
    fs.writeFileSync(index, coreImport + source.replace(/export const guidePlugins = \[.*\];/, `export const guidePlugins = [${registrations.join(', ')}];`));
  }
  const { compileWithDecoratorMetadata } = await import('../screenshots/decorator-metadata.js');
  compileWithDecoratorMetadata(outDir);
  const index = path.join(outDir, 'index.ts');
  const module = await import(index);
  const plugins = (module.guidePlugins ?? module.default?.guidePlugins) as unknown[];
  // `sample_custom_fields: src/custom-fields.ts`: each object that file exports is a CustomFields config.
  const customFields: Record<string, unknown[]> = {};
  if (customFieldsFile) {
    const fieldsModule = await import(path.join(outDir, pageDir.replace(/\.mdx?$/, ''), customFieldsFile));
    for (const value of Object.values(fieldsModule.default ?? fieldsModule)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [entity, fields] of Object.entries(value)) if (Array.isArray(fields)) customFields[entity] = [...(customFields[entity] ?? []), ...fields];
    }
  }
  return { plugins, customFields };
}
