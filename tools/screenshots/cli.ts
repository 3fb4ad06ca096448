// npm run screenshots [-- [--guide] <part of an output path>…]
// npm run screenshots -- [--guide] --list
//
// Installs the tool's packages, builds the Dashboard, starts a Vendure server with sample data
// and writes every screen of screens.ts as WebP beside its page in docs/user-guide/. Arguments
// keep only the screens whose file path contains one of them (`-- orders promotions/`);
// --list prints the manifest and does nothing else. With --guide, the same for the "Extending the
// Dashboard" pages: their examples' plugins join the server and a Dashboard build of their own,
// and guide-screens.ts says what to capture into docs/guides/extending-the-dashboard/. The
// theming page's screens follow in a process of their own (--guide-theming), with a build made
// from the page's Vite config and a server of their own.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VendureConfig } from '@vendure/core';

import type { DashboardBuild } from './build-dashboard.js';
import type { CapturedImage } from './capture.js';
import { ScreenError } from './capture-error.js';
import { themingProjectDir, writeGuideExamples, writeThemingExample } from './guide-examples.js';
import { guideScreens, themingScreens } from './guide-screens.js';
import { ensureInstalled } from './install.js';
import { screens, type Screen } from './screens.js';

const toolDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(toolDir, '../..');
const mode = process.argv.includes('--guide-theming') ? 'guide-theming' : process.argv.includes('--guide') ? 'guide' : 'user-guide';
const guideDir = path.join(repoRoot, 'docs/guides/extending-the-dashboard');
const outputDir = mode === 'user-guide' ? path.join(repoRoot, 'docs/user-guide') : guideDir;
const manifest = { 'user-guide': screens, guide: guideScreens, 'guide-theming': themingScreens }[mode];
const filters = process.argv.slice(2).filter(arg => !arg.startsWith('--'));
const examplesDir = path.join(toolDir, 'guide-examples-src');
const themingDir = path.join(toolDir, 'guide-examples-theming');
const started = Date.now();

function log(message: string): void {
    console.log(`[screenshots ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
}

async function main(): Promise<void> {
    // Relative paths in vendure-config.ts and the Dashboard build resolve against the tool's
    // folder, as they would in a Vendure project.
    process.chdir(toolDir);
    // Before the type check, which covers the guide configs and so the examples they import.
    const exampleFiles = writeGuideExamples(guideDir, examplesDir);
    const themingFiles = writeThemingExample(guideDir, themingDir);
    if (mode !== 'guide-theming') {
        ensureInstalled(toolDir, log);
        typecheck();
    }
    const selected = select(manifest);
    const themingSelected = mode === 'guide' ? select(themingScreens) : [];
    if (!selected.length && !themingSelected.length) {
        throw new Error(`No screen's file path contains ${filters.map(f => `"${f}"`).join(' or ')}`);
    }
    if (selected.length) {
        const target = mode === 'guide' ? await guideTarget(exampleFiles) : mode === 'guide-theming' ? await themingTarget(themingFiles) : undefined;
        await captureWith(target, selected);
    }
    if (themingSelected.length) {
        log('The theming page, in a process of its own');
        execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--guide-theming', ...filters], { stdio: 'inherit' });
    }
}

/** A guide mode's server config and Dashboard build; the User guide's are the defaults. */
interface CaptureTarget {
    name: string;
    config: VendureConfig;
    build: DashboardBuild;
}

/** Builds the Dashboard, starts the server, adds the sample data and takes the screens. */
async function captureWith(target: CaptureTarget | undefined, selected: Screen[]): Promise<void> {
    // Imported only now: these modules need the packages installed above.
    const { buildDashboard } = await import('./build-dashboard.js');
    const { startServer } = await import('./server.js');
    const { populateSampleData } = await import('./sample-data.js');
    const { createSampleActivity } = await import('./sample-activity.js');
    const { addGuideSampleData } = await import('./guide-sample-data.js');
    const { captureScreens } = await import('./capture.js');

    await stage(target ? `Building the Dashboard for ${target.name}` : 'Building the Dashboard', () => buildDashboard(log, target?.build));
    const server = await stage('Starting Vendure with an in-memory database', () => startServer(target?.config));
    try {
        await stage('Adding the sample catalog, settings, customers, orders and promotions', async () => {
            await populateSampleData(server.app, path.join(toolDir, 'node_modules/.cache/screenshots'));
            await createSampleActivity(server.url);
            if (target) {
                await addGuideSampleData(server.app, server.url);
            }
        });
        const images = await stage(`Capturing ${selected.length} screen${selected.length === 1 ? '' : 's'}`, () =>
            captureScreens({
                dashboardUrl: server.dashboardUrl,
                screens: selected,
                outputDir,
                failureImage: path.join(toolDir, 'node_modules/.cache/screenshots/failed-screen.png'),
                onCaptured: image => log(`${path.relative(repoRoot, image.file)}  ${kb(image.bytes)}, 2× ${kb(image.bytes2x)}`),
            }),
        );
        const sizes = (of: (image: CapturedImage) => number) => {
            const all = images.map(of).sort((a, b) => a - b);
            return `${kb(all.reduce((sum, bytes) => sum + bytes, 0))} in all, median ${kb(all[Math.floor(all.length / 2)])}, the largest ${kb(all[all.length - 1])}`;
        };
        log(`${images.length} images at 1×: ${sizes(image => image.bytes)}`);
        log(`${images.length} images at 2×: ${sizes(image => image.bytes2x)}`);
    } finally {
        await server.close();
    }
}

/** With --guide: the config that adds the examples' plugins, and the Dashboard build of its own it gets. */
async function guideTarget(exampleFiles: string[]): Promise<CaptureTarget> {
    const { compileWithDecoratorMetadata } = await import('./decorator-metadata.js');
    compileWithDecoratorMetadata(examplesDir);
    const { config, guideDashboardDir } = await import('./vendure-config-guide.js');
    const inputs = ['vendure-config.ts', 'vendure-config-guide.ts', ...exampleFiles.map(file => path.relative(toolDir, file))];
    return { name: 'the guide examples', config, build: { configFile: 'vendure-config-guide.ts', outDir: guideDashboardDir, inputs } };
}

/** With --guide-theming: the theming page's plugins, built with the page's own Vite config. */
async function themingTarget(themingFiles: string[]): Promise<CaptureTarget> {
    const { compileWithDecoratorMetadata } = await import('./decorator-metadata.js');
    compileWithDecoratorMetadata(themingDir);
    const { config, themingDashboardDir } = await import('./vendure-config-theming.js');
    const inputs = ['vendure-config.ts', 'vendure-config-theming.ts', ...themingFiles.map(file => path.relative(toolDir, file))];
    const viteConfigFile = path.join(themingProjectDir(themingDir), 'vite.config.mts');
    return { name: 'the theming example', config, build: { configFile: 'vendure-config-theming.ts', outDir: themingDashboardDir, inputs, viteConfigFile } };
}

/** Logs the stage and, if it fails, says which stage failed and why, in a line or two. */
async function stage<T>(name: string, run: () => Promise<T>): Promise<T> {
    log(name);
    try {
        return await run();
    } catch (error) {
        throw new Error(`${name} failed: ${explain(error)}`);
    }
}

function explain(error: unknown): string {
    if (error instanceof ScreenError) {
        const cause = error.cause instanceof Error ? error.cause.message.split('\n')[0] : String(error.cause);
        const seen = error.pageImage ? `\n  The page as it was: ${error.pageImage}` : '';
        return `could not capture ${error.message}\n  ${cause}${seen}`;
    }
    if (process.env.DEBUG && error instanceof Error) {
        return error.stack ?? error.message;
    }
    return error instanceof Error ? error.message : String(error);
}

/** The root `npm run typecheck` leaves this folder out (its packages are not the site's). */
function typecheck(): void {
    try {
        execFileSync(path.join(toolDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { stdio: 'inherit' });
    } catch {
        throw new Error('tools/screenshots has TypeScript errors (listed above)');
    }
}

function select(list: Screen[]): Screen[] {
    return filters.length ? list.filter(screen => filters.some(filter => screen.file.includes(filter))) : list;
}

function kb(bytes: number): string {
    return `${(bytes / 1024).toFixed(1)} KB`;
}

try {
    if (process.argv.includes('--list')) {
        for (const screen of mode === 'guide' ? [...guideScreens, ...themingScreens] : manifest) {
            console.log(`${path.relative(repoRoot, path.join(outputDir, screen.file))}\n    ${screen.route}  ${screen.shows}`);
        }
    } else {
        await main();
        log('Done');
    }
} catch (error) {
    // A clear line or two per failure; stacks only with DEBUG=1.
    console.error(`\n[screenshots] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
}
