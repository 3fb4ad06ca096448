import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

import {
    GUIDE_EXAMPLE_PAGES,
    pluginClassesOf,
    pluginFilesOf,
    themingProjectDir,
    writeGuideExamples,
    writeThemingExample,
} from './guide-examples.js';

// Runs in the root `npm run test:unit`: guide-examples.ts needs none of the tool's own packages.

const guideDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/guides/extending-the-dashboard');

describe('the guide examples the screenshots run', () => {
    it('reads the files a page builds, as the sample checker joins them, leaving out no-check fragments', () => {
        const mdx = [
            '```ts title="src/plugins/notes/notes.plugin.ts"',
            "import { VendurePlugin } from '@vendure/core';",
            '```',
            '',
            '```ts title="src/plugins/notes/notes.plugin.ts"',
            "@VendurePlugin({ dashboard: './dashboard/index.tsx' })",
            'export class NotesPlugin {}',
            '```',
            '',
            '```tsx title="src/plugins/notes/dashboard/index.tsx" no-check',
            '// only the changed line',
            '```',
            '',
            '```ts title="vite.config.mts"',
            'export default {};',
            '```',
        ].join('\n');
        const files = pluginFilesOf(mdx);
        assert.deepEqual(files.map(file => file.path), ['src/plugins/notes/notes.plugin.ts']);
        assert.deepEqual(pluginClassesOf(files[0]), ['NotesPlugin']);
    });

    it('loads a plugin for every example page, adding the one a page only describes', () => {
        const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-examples-'));
        try {
            const written = writeGuideExamples(guideDir, outDir);
            const index = fs.readFileSync(path.join(outDir, 'index.ts'), 'utf8');
            for (const page of GUIDE_EXAMPLE_PAGES) {
                assert.ok(written.some(file => file.startsWith(path.join(outDir, page.replace(/\.mdx$/, '')))), page);
            }
            // page-blocks.mdx shows only the extension and says which plugin metadata points to it.
            assert.match(index, /import \{ PageBlocksWarehouseStockExamplePlugin \} from '\.\/customizing-pages\/page-blocks\/src\/plugins\/warehouse-stock\/warehouse-stock\.plugin\.js';/);
            assert.match(index, /export const guidePlugins = \[WarehouseNotesPlugin, /);
        } finally {
            fs.rmSync(outDir, { recursive: true, force: true });
        }
    });

    it('names added plugins after their page, and gives a plugin whose extension is elsewhere an empty one', () => {
        const guide = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-pages-'));
        const outDir = path.join(guide, 'out');
        const page = (name: string, blocks: string[]) => fs.writeFileSync(path.join(guide, name), blocks.join('\n'));
        page('server-side.mdx', [
            '```ts title="src/plugins/audit/audit.plugin.ts"',
            "@VendurePlugin({ dashboard: './dashboard/index.tsx' })",
            'export class AuditPlugin {}',
            '```',
            '```po title="src/plugins/audit/dashboard/i18n/de.po"',
            'msgid "Audit"',
            '```',
        ]);
        page('list-view.mdx', ['```tsx title="src/plugins/audit/dashboard/index.tsx"', 'defineDashboardExtension({});', '```']);
        page('detail-view.mdx', ['```tsx title="src/plugins/audit/dashboard/index.tsx"', 'defineDashboardExtension({});', '```']);
        try {
            writeGuideExamples(guide, outDir, ['server-side.mdx', 'list-view.mdx', 'detail-view.mdx']);
            const index = fs.readFileSync(path.join(outDir, 'index.ts'), 'utf8');
            assert.match(index, /export const guidePlugins = \[AuditPlugin, ListViewAuditExamplePlugin, DetailViewAuditExamplePlugin\];/);
            assert.match(fs.readFileSync(path.join(outDir, 'server-side/src/plugins/audit/dashboard/index.tsx'), 'utf8'), /defineDashboardExtension\(\{\}\)/);
            assert.ok(fs.existsSync(path.join(outDir, 'server-side/src/plugins/audit/dashboard/i18n/de.po')));
        } finally {
            fs.rmSync(guide, { recursive: true, force: true });
        }
    });

    it('writes the theming page as a project: its Vite config, style sheet and a Vendure config the Vite plugin can find', () => {
        const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-theming-'));
        try {
            writeThemingExample(guideDir, outDir);
            const project = themingProjectDir(outDir);
            assert.match(fs.readFileSync(path.join(project, 'vite.config.mts'), 'utf8'), /theme: \{/);
            assert.ok(fs.existsSync(path.join(project, 'src/dashboard-theme.css')));
            assert.match(fs.readFileSync(path.join(project, 'src/vendure-config.ts'), 'utf8'), /export const config: VendureConfig = /);
            assert.match(fs.readFileSync(path.join(outDir, 'index.ts'), 'utf8'), /guidePlugins = \[BrandingPlugin\]/);
        } finally {
            fs.rmSync(outDir, { recursive: true, force: true });
        }
    });
});
