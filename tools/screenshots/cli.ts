// npm run screenshots [-- [--guide] <part of an output path>…]
// npm run screenshots -- [--guide] --list
//
// Installs the tool's packages, builds the Dashboard, starts a Vendure server with sample data
// and writes every screen of screens.ts as WebP beside its page in docs/user-guide/. Arguments
// keep only the screens whose file path contains one of them (`-- orders promotions/`);
// --list prints the manifest and does nothing else. With --guide, the same for the "Extending the
// Dashboard" pages: their examples' plugins join the server and a Dashboard build of their own,
// and guide-screens.ts says what to capture into docs/guides/extending-the-dashboard/.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ScreenError } from './capture-error.js';
import { writeGuideExamples } from './guide-examples.js';
import { guideScreens } from './guide-screens.js';
import { ensureInstalled } from './install.js';
import { screens } from './screens.js';

const toolDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(toolDir, '../..');
const guide = process.argv.includes('--guide');
const guideDir = path.join(repoRoot, 'docs/guides/extending-the-dashboard');
const outputDir = guide ? guideDir : path.join(repoRoot, 'docs/user-guide');
const manifest = guide ? guideScreens : screens;
const started = Date.now();

function log(message: string): void {
    console.log(`[screenshots ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
}

async function main(): Promise<void> {
    // Relative paths in vendure-config.ts and the Dashboard build resolve against the tool's
    // folder, as they would in a Vendure project.
    process.chdir(toolDir);
    ensureInstalled(toolDir, log);
    // Before the type check, which covers vendure-config-guide.ts and so the examples it imports.
    const exampleFiles = writeGuideExamples(guideDir, path.join(toolDir, 'guide-examples-src'));
    typecheck();

    // Imported only now: these modules need the packages installed above.
    const { buildDashboard } = await import('./build-dashboard.js');
    const { startServer } = await import('./server.js');
    const { populateSampleData } = await import('./sample-data.js');
    const { createSampleActivity } = await import('./sample-activity.js');
    const { addGuideSampleData } = await import('./guide-sample-data.js');
    const { captureScreens } = await import('./capture.js');

    const selected = filterScreens(manifest, process.argv.slice(2).filter(arg => arg !== '--guide'));
    const target = guide ? await guideTarget(exampleFiles) : undefined;
    await stage(guide ? 'Building the Dashboard with the guide examples' : 'Building the Dashboard', () => buildDashboard(log, target?.build));
    const server = await stage('Starting Vendure with an in-memory database', () => startServer(target?.config));
    try {
        await stage('Adding the sample catalog, settings, customers, orders and promotions', async () => {
            await populateSampleData(server.app, path.join(toolDir, 'node_modules/.cache/screenshots'));
            await createSampleActivity(server.url);
            if (guide) {
                await addGuideSampleData(server.app, server.url);
            }
        });
        const images = await stage(`Capturing ${selected.length} screen${selected.length === 1 ? '' : 's'}`, () =>
            captureScreens({
                dashboardUrl: server.dashboardUrl,
                screens: selected,
                outputDir,
                failureImage: path.join(toolDir, 'node_modules/.cache/screenshots/failed-screen.png'),
                onCaptured: image => log(`${path.relative(repoRoot, image.file)}  ${kb(image.bytes)}`),
            }),
        );
        const total = images.reduce((sum, image) => sum + image.bytes, 0);
        const largest = Math.max(...images.map(image => image.bytes));
        log(`${images.length} images, ${kb(total)} in all, the largest ${kb(largest)}`);
    } finally {
        await server.close();
    }
}

/** With --guide: the config that adds the examples' plugins, and the Dashboard build of its own it gets. */
async function guideTarget(exampleFiles: string[]) {
    const { compileWithDecoratorMetadata } = await import('./decorator-metadata.js');
    compileWithDecoratorMetadata(path.join(toolDir, 'guide-examples-src'));
    const { config, guideDashboardDir } = await import('./vendure-config-guide.js');
    const inputs = ['vendure-config.ts', 'vendure-config-guide.ts', ...exampleFiles.map(file => path.relative(toolDir, file))];
    return { config, build: { configFile: 'vendure-config-guide.ts', outDir: guideDashboardDir, inputs } };
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

function filterScreens<T extends { file: string }>(screens: T[], filters: string[]): T[] {
    if (!filters.length) {
        return screens;
    }
    const selected = screens.filter(screen => filters.some(filter => screen.file.includes(filter)));
    if (!selected.length) {
        throw new Error(`No screen's file path contains ${filters.map(f => `"${f}"`).join(' or ')}`);
    }
    return selected;
}

function kb(bytes: number): string {
    return `${(bytes / 1024).toFixed(1)} KB`;
}

try {
    if (process.argv.includes('--list')) {
        for (const screen of manifest) {
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
