// One page with its plugins, in a process of its own: `tsx page-worker.ts <page> <database file>`.
// Run by cli.ts. NestJS wires the resolvers of a second Vendure app in one process to nothing, and
// a page's plugins must not leave their custom fields or entities to the next page's server either.
// Prints the page's outcomes as one JSON line, in the order of planPage.

import fs from 'node:fs';
import path from 'node:path';
import { readPage } from '../markdown/read-page';
import { runBlocksOf } from './parse';
import { planPage } from './plan';
import { loadPagePlugins } from './plugins';
import { PageSessions, runPage } from './run';
import { restCallsOf, runRestCall } from './rest';
import { startSampleServer } from './server';

export interface WorkerResult {
  /** Set when the server did not start with the page's plugins. */
  startError?: string;
  /** The page's REST calls (rest.ts), in page order. */
  rest?: Array<{ line: number; call: string; message?: string }>;
  outcomes: Array<{ status: 'passed' | 'failed' | 'skipped'; message?: string; reason?: string }>;
}

export const RESULT_PREFIX = 'run-samples-result ';

async function main(): Promise<void> {
  const [file, databaseFile] = process.argv.slice(2);
  const root = path.resolve(__dirname, '../..');
  const page = readPage(root, file);
  const planned = planPage(runBlocksOf(page), true);
  const registrations = page.frontMatter.sample_plugins;
  let result: WorkerResult;
  let server;
  try {
    const customFieldsFile = page.frontMatter.sample_custom_fields;
    const { plugins, customFields } = await loadPagePlugins(root, file, Array.isArray(registrations) ? registrations.map(String) : undefined, typeof customFieldsFile === 'string' ? customFieldsFile : undefined);
    server = await startSampleServer({ plugins, customFields, database: fs.readFileSync(databaseFile), log: () => {} });
  } catch (error) {
    result = { startError: (error as Error).message.split('\n')[0], outcomes: [] };
  }
  if (server) {
    try {
      const outcomes = await runPage(planned, { url: server.url, checksSchema: true, log: server.log });
      const rest: NonNullable<WorkerResult['rest']> = [];
      const sessions = new PageSessions(server.url, []);
      for (const call of restCallsOf(page)) {
        // The customer signs in through the Shop API, the administrator through the Admin API.
        const session = call.role === 'guest' ? undefined : await sessions.for(call.role === 'superadmin' ? 'admin' : 'shop', call.role);
        rest.push({ line: call.line, call: `${call.method} ${call.path}`, message: await runRestCall(server.url, call, session?.token) });
      }
      result = { rest, outcomes: outcomes.map((o) => ({ status: o.status, message: 'message' in o ? o.message : undefined, reason: 'reason' in o ? o.reason : undefined })) };
    } finally {
      // The process ends once the result is out (main's caller exits), so the server need not close: 1 s a page.
      server.discard();
    }
  }
  console.log(RESULT_PREFIX + JSON.stringify(result!));
}

if (require.main === module) {
  main().then(
    () => process.exit(),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
