import { DefaultSearchPlugin, dummyPaymentHandler, VendureConfig } from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import path from 'node:path';

// This file is read twice: by the Dashboard's Vite plugin, which compiles it to CommonJS to
// introspect the schema, and by server.ts. It therefore imports no local files and uses neither
// __dirname nor import.meta; relative paths are resolved against the tool's folder, which cli.ts
// makes the working directory, as in any Vendure project.

export const port = Number(process.env.SCREENSHOTS_PORT ?? 3050);
export const dashboardRoute = 'dashboard';
export const dashboardDir = path.resolve('dist/dashboard');

const baseConfig: VendureConfig = {
    apiOptions: {
        port,
        adminApiPath: 'admin-api',
        shopApiPath: 'shop-api',
    },
    authOptions: {
        tokenMethod: ['bearer', 'cookie'],
        superadminCredentials: { identifier: 'superadmin', password: 'superadmin' },
        cookieOptions: { secret: 'screenshots-only' },
        // Guest checkout with an email is what the sample orders use: no customer passwords.
        requireVerification: false,
    },
    // A fresh in-memory database each run: the sample data is part of the tool, not a file to keep.
    dbConnectionOptions: {
        type: 'sqljs',
        synchronize: true,
        logging: false,
    },
    paymentOptions: {
        paymentMethodHandlers: [dummyPaymentHandler],
    },
    plugins: [DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true })],
};

/**
 * The server with the Dashboard build in `appDir` and, for the guide's servers, the plugins of
 * the pages' examples (vendure-config-guide.ts, vendure-config-theming.ts).
 */
export function withDashboard(appDir: string, plugins: NonNullable<VendureConfig['plugins']> = []): VendureConfig {
    return {
        ...baseConfig,
        plugins: [
            ...(baseConfig.plugins ?? []),
            DashboardPlugin.init({
                route: dashboardRoute,
                appDir,
                // The plugin proxies every request to a Vite dev server when one answers on this port;
                // 5173 (the default) may be someone's dev server on a shared machine, so use one beside ours.
                viteDevServerPort: port + 1,
            }),
            ...plugins,
        ],
    };
}

export const config: VendureConfig = withDashboard(dashboardDir);
