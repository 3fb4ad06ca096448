// The Vendure server the samples run against: the screenshot tool's config, server and sample
// data (tools/screenshots/, its own install of @vendure/core 3.7.3), without the Dashboard, on a
// port of its own. The first server adds the sample data and keeps a copy of its database; a
// server with a page's plugins starts from that copy, which saves adding the data again.

import { createRequire } from 'node:module';
import path from 'node:path';
import { captureServerLog, type ServerLog } from './server-log';

export interface SampleServer {
  url: string;
  /** The sql.js database as it is now. */
  snapshot: () => Uint8Array;
  /** What the server's code logged since it started (see `log=`). */
  log: ServerLog;
  /** Leaves nothing behind but does not close the app: the process exits next (see RunningServer.discard). */
  discard: () => void;
}

export const screenshotsDir = path.resolve(__dirname, '../screenshots');

export interface ServerOptions {
  plugins?: unknown[];
  /** Custom fields a page configures, by entity. */
  customFields?: Record<string, unknown[]>;
  /** A database made by an earlier server; without it the sample data is added. */
  database?: Uint8Array;
  log: (message: string) => void;
}

export async function startSampleServer({ plugins = [], customFields, database, log }: ServerOptions): Promise<SampleServer> {
  // Read by tools/screenshots/vendure-config.ts when it is first imported.
  process.env.SCREENSHOTS_PORT ??= process.env.RUN_SAMPLES_PORT ?? '3070';
  const { config } = await import('../screenshots/vendure-config.js');
  const { startServer } = await import('../screenshots/server.js');
  const withoutDashboard = (config.plugins ?? []).filter((plugin: any) => plugin?.name !== 'DashboardPlugin');
  const server = await startServer({
    ...config,
    dbConnectionOptions: { type: 'sqljs', synchronize: true, logging: false, ...(database ? { database } : {}) },
    plugins: [...withoutDashboard, ...(plugins as any[])],
    ...(customFields ? { customFields: customFields as any } : {}),
  });
  try {
    if (!database) {
      log('Adding the sample catalog, customers and orders');
      const { populateSampleData } = await import('../screenshots/sample-data.js');
      const { createSampleActivity } = await import('../screenshots/sample-activity.js');
      await populateSampleData(server.app, path.join(screenshotsDir, 'node_modules/.cache/run-samples'));
      await createSampleActivity(server.url);
    }
  } catch (error) {
    await server.close();
    throw error;
  }
  // The server's own @vendure/core, the screenshot tool's install.
  const { Logger, TransactionalConnection } = createRequire(path.join(screenshotsDir, 'package.json'))('@vendure/core');
  return {
    url: server.url,
    snapshot: () => (server.app.get(TransactionalConnection).rawConnection.driver as any).export(),
    log: captureServerLog(Logger),
    discard: () => server.discard(),
  };
}
