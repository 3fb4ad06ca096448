import type { INestApplication } from '@nestjs/common';
import { bootstrap, DefaultLogger, JobQueueService, LogLevel, mergeConfig, VendureConfig } from '@vendure/core';
import net from 'node:net';

import { config as userGuideConfig, dashboardRoute, port } from './vendure-config.js';

export interface RunningServer {
    app: INestApplication;
    url: string;
    dashboardUrl: string;
    close: () => Promise<void>;
}

export async function startServer(config: VendureConfig = userGuideConfig): Promise<RunningServer> {
    await assertPortFree(port);
    // A throwaway sample shop: nothing to report to Vendure's telemetry, and no .vendure/
    // installation id left in the repository.
    process.env.VENDURE_DISABLE_TELEMETRY = 'true';
    const app = await bootstrap(
        mergeConfig(config, {
            // Errors only: the run prints its own progress, and the warnings are about running
            // in production (CORS, the superadmin password), which this server never does.
            logger: new DefaultLogger({ level: LogLevel.Error }),
        }),
    );
    // No separate worker process: the server runs the jobs itself (search index, collection
    // contents), as Vendure's own test server does.
    await app.get(JobQueueService).start();
    const url = `http://localhost:${port}`;
    return {
        app,
        url,
        dashboardUrl: `${url}/${dashboardRoute}`,
        close: () => app.close(),
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
