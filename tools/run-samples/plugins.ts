// The plugins a page shows, loaded into a server of its own: the page's code blocks titled
// `src/plugins/…` are written out as files (as `npm run screenshots -- --guide` does for the
// Dashboard pages, with its code) under tools/screenshots/run-samples-src/, where they resolve
// @vendure/core from the screenshot tool's install, the server's own.

import fs from 'node:fs';
import path from 'node:path';
import { pluginClassesOf, pluginFilesOf, writeGuideExamples } from '../screenshots/guide-examples';
import { screenshotsDir } from './server';

/** The `@VendurePlugin` classes a page's `src/plugins/…` files declare. */
export function pluginClassesOfPage(source: string): string[] {
  return pluginFilesOf(source).flatMap(pluginClassesOf);
}

export const pluginsDir = path.join(screenshotsDir, 'run-samples-src');

/** Writes the page's plugin files and imports them, compiled as a project's tsc would. */
export async function loadPagePlugins(root: string, file: string): Promise<unknown[]> {
  const outDir = path.join(pluginsDir, file.replace(/^docs\//, '').replace(/\.mdx?$/, '').replace(/\//g, '__'));
  writeGuideExamples(path.join(root, 'docs'), outDir, [path.relative('docs', file)]);
  const { compileWithDecoratorMetadata } = await import('../screenshots/decorator-metadata.js');
  compileWithDecoratorMetadata(outDir);
  const index = path.join(outDir, 'index.ts');
  if (!fs.existsSync(index)) return [];
  const module = await import(index);
  return (module.guidePlugins ?? module.default?.guidePlugins) as unknown[];
}
