import type { INestApplication } from '@nestjs/common';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { bootstrap, DefaultLogger, JobQueueService, LogLevel, mergeConfig, VendureConfig } from '@vendure/core';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { catalogImagesDir } from './sample-data.js';
import { config as userGuideConfig, dashboardRoute, port } from './vendure-config.js';

export interface RunningServer {
    app: INestApplication;
    url: string;
    dashboardUrl: string;
    close: () => Promise<void>;
    /**
     * For a process that exits next: removes the uploads folder without closing the app, whose orderly close
     * waits a fixed second for the job queue to stop polling (PollingJobQueueStrategy.stop).
     */
    discard: () => void;
}

export async function startServer(config: VendureConfig = userGuideConfig): Promise<RunningServer> {
    await assertPortFree(port);
    // A throwaway sample shop: nothing to report to Vendure's telemetry, and no .vendure/
    // installation id left in the repository.
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    // The product photos, stored and resized (previews, thumbnails) as a project made with
    // @vendure/create does, in a folder as short-lived as the in-memory database.
    const assetsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vendure-screenshots-assets-'));
    const merged = mergeConfig(config, {
        // Errors only: the run prints its own progress, and the warnings are about running
        // in production (CORS, the superadmin password), which this server never does.
        logger: new DefaultLogger({ level: LogLevel.Error }),
        // Where the sample catalog's CSV names its photos (sample-data.ts).
        importExportOptions: { importAssetsDir: catalogImagesDir },
    });
    const app = await bootstrap({
        ...merged,
        plugins: [...(merged.plugins ?? []), AssetServerPlugin.init({ route: 'assets', assetUploadDir: assetsDir })],
    }).catch(error => {
        fs.rmSync(assetsDir, { recursive: true, force: true });
        throw error;
    });
    // No separate worker process: the server runs the jobs itself (search index, collection
    // contents), as Vendure's own test server does.
    await app.get(JobQueueService).start();
    const url = `http://localhost:${port}`;
    return {
        app,
        url,
        dashboardUrl: `${url}/${dashboardRoute}`,
        close: async () => {
            await app.close();
            fs.rmSync(assetsDir, { recursive: true, force: true });
        },
        discard: () => fs.rmSync(assetsDir, { recursive: true, force: true }),
    };
}

function assertPortFree(portToCheck: number): Promise<void> {
    return new Promise((resolve, reject) => {
        const probe = net.createServer();
        probe.once('error', () =>
            reject(
                new Error(
                    `Port ${portToCheck} is in use; free it or set SCREENSHOTS_PORT to another port.`,
                ),
            ),
        );
        probe.listen(portToCheck, () => probe.close(() => resolve()));
    });
}
