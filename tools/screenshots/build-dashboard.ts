import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

import { dashboardDir, dashboardRoute } from './vendure-config.js';

// The build takes minutes on two cores; its output only changes with the installed packages, the
// Vendure config it introspects and this file.
const inputs = ['package-lock.json', 'vendure-config.ts', 'build-dashboard.ts'];
const stampFile = path.resolve('dist/dashboard-inputs.sha256');

export async function buildDashboard(log: (message: string) => void): Promise<void> {
    const stamp = hashInputs();
    if (fs.existsSync(path.join(dashboardDir, 'index.html')) && readStamp() === stamp) {
        log('Dashboard build is up to date');
        return;
    }
    fs.rmSync(stampFile, { force: true });
    // Vite sets NODE_ENV=production for the build, and Vendure then refuses to start with the
    // default superadmin password; the server starts in this same process afterwards.
    const nodeEnv = process.env.NODE_ENV;
    try {
        await viteBuild();
    } finally {
        restoreEnv('NODE_ENV', nodeEnv);
    }
    fs.writeFileSync(stampFile, stamp);
}

function viteBuild() {
    return build({
        // The same settings as a project's vite.config.mts, inline so there is one less file.
        configFile: false,
        base: `/${dashboardRoute}/`,
        logLevel: 'warn',
        build: {
            outDir: dashboardDir,
            // The plugin sets the Vite root inside node_modules/@vendure/dashboard, so the output
            // dir is outside the root and Vite would not empty it unless told to.
            emptyOutDir: true,
            // The Dashboard's chunks are large by design; the warning says nothing we can act on.
            chunkSizeWarningLimit: 10_000,
        },
        plugins: [
            vendureDashboardPlugin({
                vendureConfigPath: path.resolve('vendure-config.ts'),
                tempCompilationDir: path.resolve('node_modules/.cache/vendure-dashboard-temp'),
                // Same origin as the server that serves it.
                api: { host: 'auto', port: 'auto' },
            }),
        ],
    });
}

function restoreEnv(name: string, value: string | undefined): void {
    if (value === undefined) {
        delete process.env[name];
    } else {
        process.env[name] = value;
    }
}

function hashInputs(): string {
    const hash = createHash('sha256');
    for (const file of inputs) {
        hash.update(fs.readFileSync(file));
    }
    return hash.digest('hex');
}

function readStamp(): string | undefined {
    return fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : undefined;
}
