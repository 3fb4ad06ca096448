import fs from 'node:fs';
import path from 'node:path';

import { parseBlockMeta } from '../markdown/block-meta.js';
import { findFencedBlocks } from '../markdown/fences.js';

// The "Extending the Dashboard" pages show the result of their examples. So that a screenshot
// shows what the page's own code does, and nothing a writer imagined, the plugin files of those
// pages (their code blocks titled `src/plugins/…`) are written out as they stand and loaded into
// the screenshot server beside the sample data. No package of the tool's own install: this runs
// before it exists and in the root unit tests.

/** Pages (relative to docs/guides/extending-the-dashboard/) whose examples run in the server. */
export const GUIDE_EXAMPLE_PAGES = [
    'getting-started.mdx',
    'customizing-pages/page-blocks.mdx',
    'customizing-pages/insights-widgets.mdx',
    'customizing-pages/action-bar-items.mdx',
    'customizing-pages/customizing-list-pages.mdx',
    'navigation.mdx',
    'custom-form-components/form-component-examples.mdx',
    'custom-form-components/index.mdx',
    'creating-pages/detail-pages.mdx',
    'customizing-pages/customizing-login-page.mdx',
    'creating-pages/index.mdx',
    'creating-pages/list-pages.mdx',
    // After creating-pages/index.mdx: both register /catalog-audit/products/$id, and the
    // Dashboard keeps the route registered last, so the product page shows the tabbed version.
    'creating-pages/tabbed-pages.mdx',
    'customizing-pages/customizing-detail-pages.mdx',
    'customizing-pages/history-entries.mdx',
    'alerts.mdx',
    'data-fetching.mdx',
    'custom-form-components/relation-selectors.mdx',
    'localization.mdx',
];

export interface PluginFile {
    /** e.g. `src/plugins/warehouse-notes/warehouse-notes.plugin.ts` */
    path: string;
    code: string;
}

/**
 * The plugin files a page's code blocks make, read with the sample checker's own parsers: a block
 * titled with a file path is that file, several blocks with one title are joined in order. Blocks
 * marked no-check are fragments, not files. Translation catalogs (`.po`) are files of the plugin too.
 */
export function pluginFilesOf(mdx: string): PluginFile[] {
    return titledFilesOf(mdx, (lang, title) => ['ts', 'tsx', 'po'].includes(lang) && title.startsWith('src/plugins/'));
}

/** Every file a page shows, its Vite config and style sheets too: the theming page's small project. */
export function projectFilesOf(mdx: string): PluginFile[] {
    return titledFilesOf(mdx, lang => ['ts', 'tsx', 'css', 'po'].includes(lang));
}

function titledFilesOf(mdx: string, accept: (lang: string, title: string) => boolean): PluginFile[] {
    const files = new Map<string, string>();
    for (const block of findFencedBlocks(mdx)) {
        const { title, flags } = parseBlockMeta(block.meta);
        if (!title || !accept(block.lang, title) || flags.has('no-check')) {
            continue;
        }
        files.set(title, files.has(title) ? `${files.get(title)}\n${block.code}` : block.code);
    }
    return [...files].map(([filePath, code]) => ({ path: filePath, code }));
}

/** The classes a plugin file exports with `@VendurePlugin`: what the server's config lists. */
export function pluginClassesOf(file: PluginFile): string[] {
    return [...file.code.matchAll(/@VendurePlugin\([\s\S]*?\)\s*export class (\w+)/g)].map(match => match[1]);
}

/**
 * `page-blocks` and `warehouse-stock` → `PageBlocksWarehouseStockExamplePlugin`: named after the
 * page (a section's index after the section) too, since pages about one plugin (the catalog
 * audit) each show a part of it.
 */
function wrapperClassName(pageDir: string, pluginDir: string): string {
    const pageName = path.basename(pageDir) === 'index' ? path.basename(path.dirname(pageDir)) : path.basename(pageDir);
    const words = `${pageName}-${pluginDir}`;
    return `${words.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}ExamplePlugin`;
}

/**
 * Pages about the Dashboard alone (a page block, a widget) show only the extension and say that
 * the plugin points to it with `dashboard: './dashboard/index.tsx'`: that plugin is added here.
 * Pages about the server side show a plugin whose extension is on another page (or is a no-check
 * fragment): an empty extension stands in for it, since the build needs the file to exist.
 */
function withWrapperPlugins(pageDir: string, files: PluginFile[]): PluginFile[] {
    const pluginDir = (file: PluginFile) => file.path.split('/')[2];
    const declared = new Set(files.filter(file => pluginClassesOf(file).length).map(pluginDir));
    const extensions = new Set(files.filter(file => /^src\/plugins\/[^/]+\/dashboard\/index\.tsx$/.test(file.path)).map(pluginDir));
    const wrappers = [...extensions]
        .filter(dir => !declared.has(dir))
        .map(dir => ({
            path: `src/plugins/${dir}/${dir}.plugin.ts`,
            code: [
                "import { PluginCommonModule, VendurePlugin } from '@vendure/core';",
                '',
                "@VendurePlugin({ imports: [PluginCommonModule], dashboard: './dashboard/index.tsx' })",
                `export class ${wrapperClassName(pageDir, dir)} {}`,
                '',
            ].join('\n'),
        }));
    const emptyExtensions = files
        .filter(file => pluginClassesOf(file).length && file.code.includes("dashboard: './dashboard/index.tsx'"))
        .map(pluginDir)
        .filter(dir => !extensions.has(dir))
        .map(dir => ({
            path: `src/plugins/${dir}/dashboard/index.tsx`,
            code: "import { defineDashboardExtension } from '@vendure/dashboard';\n\ndefineDashboardExtension({});\n",
        }));
    return [...files, ...wrappers, ...emptyExtensions];
}

/**
 * Writes every example page's plugin files under `<outDir>/<page>/`, one folder per page so that
 * two pages may use the same plugin folder, and `<outDir>/index.ts`, which exports the plugin
 * classes as `guidePlugins`. Returns the files written, for the build's up-to-date check.
 */
export function writeGuideExamples(guideDir: string, outDir: string, pages = GUIDE_EXAMPLE_PAGES, readFiles = pluginFilesOf): string[] {
    fs.rmSync(outDir, { recursive: true, force: true });
    const written: string[] = [];
    const imports: string[] = [];
    const classes: string[] = [];
    for (const page of pages) {
        const pageDir = page.replace(/\.mdx$/, '');
        const files = withWrapperPlugins(pageDir, readFiles(fs.readFileSync(path.join(guideDir, page), 'utf8')));
        for (const file of files) {
            const target = path.join(outDir, pageDir, file.path);
            fs.mkdirSync(path.dirname(target), { recursive: true });
            fs.writeFileSync(target, file.code);
            written.push(target);
            for (const name of pluginClassesOf(file)) {
                // The Dashboard's Vite plugin finds local plugins by class name.
                if (classes.includes(name)) {
                    throw new Error(`${page}: another example page has a plugin class named ${name}; rename one`);
                }
                imports.push(`import { ${name} } from './${pageDir}/${file.path.replace(/\.ts$/, '.js')}';`);
                classes.push(name);
            }
        }
    }
    const index = path.join(outDir, 'index.ts');
    fs.writeFileSync(index, `${imports.join('\n')}\n\nexport const guidePlugins = [${classes.join(', ')}];\n`);
    // CommonJS like the server of a Vendure project, where relative imports need no file extension.
    const manifest = path.join(outDir, 'package.json');
    fs.writeFileSync(manifest, '{ "type": "commonjs" }\n');
    return [...written, index, manifest];
}

export const THEMING_PAGE = 'theming.mdx';

/**
 * The theming page's example changes the look of the whole Dashboard and brands its sign-in page,
 * so it gets a Dashboard build and a server of its own. Its files, the Vite config among them, are
 * written as the small project the page describes, under `<outDir>/theming/`; the project's
 * `src/vendure-config.ts` (which the page's Vite config names) is the screenshot server's config
 * for it, `vendure-config-theming.ts`. Returns the files written.
 */
export function writeThemingExample(guideDir: string, outDir: string): string[] {
    const written = writeGuideExamples(guideDir, outDir, [THEMING_PAGE], projectFilesOf);
    const vendureConfig = path.join(themingProjectDir(outDir), 'src/vendure-config.ts');
    // Declared with its type: the Vite plugin finds the config by an export typed VendureConfig.
    fs.writeFileSync(
        vendureConfig,
        [
            "import { VendureConfig } from '@vendure/core';",
            "import { config as themingConfig } from '../../../vendure-config-theming';",
            '',
            'export const config: VendureConfig = themingConfig;',
            '',
        ].join('\n'),
    );
    return [...written, vendureConfig];
}

/** Where the theming page's project lies: its Vite config's relative paths start there. */
export function themingProjectDir(outDir: string): string {
    return path.join(outDir, THEMING_PAGE.replace(/\.mdx$/, ''));
}
