// npm run screenshots [-- <part of an output path>…]
// npm run screenshots -- --list
//
// Installs the tool's packages, builds the Dashboard, starts a Vendure server with sample data
// and writes every screen of screens.ts as WebP beside its page in docs/user-guide/. Arguments
// keep only the screens whose file path contains one of them (`-- orders promotions/`);
// --list prints the manifest and does nothing else.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ScreenError } from './capture-error.js';
import { ensureInstalled } from './install.js';
import { screens } from './screens.js';

const toolDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(toolDir, '../..');
const outputDir = path.join(repoRoot, 'docs/user-guide');
const started = Date.now();

function log(message: string): void {
    console.log(`[screenshots ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
}

async function main(): Promise<void> {
    // Relative paths in vendure-config.ts and the Dashboard build resolve against the tool's
    // folder, as they would in a Vendure project.
    process.chdir(toolDir);
    ensureInstalled(toolDir, log);
    typecheck();

    // Imported only now: these modules need the packages installed above.
    const { buildDashboard } = await import('./build-dashboard.js');
    const { startServer } = await import('./server.js');
    const { populateSampleData } = await import('./sample-data.js');
    const { createSampleActivity } = await import('./sample-activity.js');
    const { captureScreens } = await import('./capture.js');

    const selected = filterScreens(screens, process.argv.slice(2));
    await stage('Building the Dashboard', () => buildDashboard(log));
    const server = await stage('Starting Vendure with an in-memory database', startServer);
    try {
        await stage('Adding the sample catalog, settings, customers, orders and promotions', async () => {
            await populateSampleData(server.app, path.join(toolDir, 'node_modules/.cache/screenshots'));
            await createSampleActivity(server.url);
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
        for (const screen of screens) {
            console.log(`docs/user-guide/${screen.file}\n    ${screen.route}  ${screen.shows}`);
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
