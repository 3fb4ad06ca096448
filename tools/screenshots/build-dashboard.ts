import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

import { dashboardDir, dashboardRoute } from './vendure-config.js';

/** A Dashboard build: the Vendure config whose plugins it includes, where it goes, what it is made from. */
export interface DashboardBuild {
    configFile: string;
    outDir: string;
    /** Files besides the lock file and this one whose change makes the build stale. */
    inputs: string[];
    /**
     * A project's own `vite.config.mts` (the theming page's) instead of the settings below; the
     * build then runs in its folder, against which the file's relative paths are written.
     */
    viteConfigFile?: string;
}

export const userGuideBuild: DashboardBuild = { configFile: 'vendure-config.ts', outDir: dashboardDir, inputs: ['vendure-config.ts'] };

// The build takes minutes on two cores; its output only changes with the installed packages, the
// Vendure config it introspects (and the plugins it imports) and this file.
export async function buildDashboard(log: (message: string) => void, target: DashboardBuild = userGuideBuild): Promise<void> {
    const stampFile = `${target.outDir}-inputs.sha256`;
    const stamp = hashInputs(['package-lock.json', 'build-dashboard.ts', ...target.inputs]);
    if (fs.existsSync(path.join(target.outDir, 'index.html')) && readStamp(stampFile) === stamp) {
        log('Dashboard build is up to date');
        return;
    }
    fs.rmSync(stampFile, { force: true });
    // In a process of its own, with the same loader (tsx): reading the schema, the Vite plugin runs
    // the plugins' `configuration` functions, and the custom fields they push into @vendure/core's
    // shared default config would meet the server in this process a second time ("duplicated custom
    // field name"). Vite also sets NODE_ENV=production, with which Vendure refuses the default
    // superadmin password. In a project, too, the Vite build and the server are separate processes.
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), JSON.stringify(target)], {
        stdio: 'inherit',
        cwd: target.viteConfigFile ? path.dirname(target.viteConfigFile) : undefined,
    });
    fs.writeFileSync(stampFile, stamp);
}

function viteBuild({ configFile, outDir, viteConfigFile }: DashboardBuild) {
    if (viteConfigFile) {
        // The project's file, as `vite build` would read it; only where the output goes is ours.
        return build({
            configFile: viteConfigFile,
            logLevel: 'warn',
            build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 },
        });
    }
    return build({
        // The same settings as a project's vite.config.mts, inline so there is one less file.
        configFile: false,
        base: `/${dashboardRoute}/`,
        logLevel: 'warn',
        build: {
            outDir,
            // The plugin sets the Vite root inside node_modules/@vendure/dashboard, so the output
            // dir is outside the root and Vite would not empty it unless told to.
            emptyOutDir: true,
            // The Dashboard's chunks are large by design; the warning says nothing we can act on.
            chunkSizeWarningLimit: 10_000,
        },
        plugins: [
            vendureDashboardPlugin({
                vendureConfigPath: path.resolve(configFile),
                tempCompilationDir: path.resolve('node_modules/.cache/vendure-dashboard-temp'),
                // Same origin as the server that serves it.
                api: { host: 'auto', port: 'auto' },
            }),
        ],
    });
}

function hashInputs(inputs: string[]): string {
    const hash = createHash('sha256');
    for (const file of inputs) {
        hash.update(fs.readFileSync(file));
    }
    return hash.digest('hex');
}

function readStamp(stampFile: string): string | undefined {
    return fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
    await viteBuild(JSON.parse(process.argv[2]) as DashboardBuild);
}
