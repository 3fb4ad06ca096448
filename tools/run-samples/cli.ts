// npm run check:run [-- page-or-folder…]
//
// Starts a Vendure 3.7.3 server with the screenshot tool's sample data and runs every GraphQL block
// of the authored pages against it, page by page in page order (parse → plan → run → report).
// A page that shows a complete plugin runs on a server of its own with that plugin loaded.

import fs from 'node:fs';
import path from 'node:path';
import { listAuthoredPages, selectPages } from '../markdown/authored-pages';
import { readPage } from '../markdown/read-page';
import { ensureInstalled } from '../screenshots/install';
import { runBlocksOf } from './parse';
import { planPage } from './plan';
import { loadPagePlugins, pluginClassesOfPage, pluginsDir } from './plugins';
import { failureLines, formatReport, totalsOf } from './report';
import { type Outcome, forgetSchemas, runPage } from './run';
import { screenshotsDir, startSampleServer } from './server';

async function main(): Promise<void> {
  const started = performance.now();
  const root = path.resolve(__dirname, '../..');
  const log = (message: string) => console.log(`[check:run ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
  const pages = selectPages(listAuthoredPages(root), process.argv.slice(2))
    .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8'), page: readPage(root, file) }))
    .map((p) => ({ ...p, blocks: runBlocksOf(p.page), plugins: pluginClassesOfPage(p.source) }))
    .filter(({ blocks }) => blocks.length > 0);
  const outcomes = new Map<string, Outcome[]>();
  if (pages.length > 0) {
    ensureInstalled(screenshotsDir, log);
    fs.rmSync(pluginsDir, { recursive: true, force: true });
    log('Starting Vendure 3.7.3 with an in-memory database');
    const base = await startSampleServer({ log });
    let database: Uint8Array;
    try {
      database = base.snapshot();
      for (const { file, blocks, plugins } of pages) {
        if (plugins.length) continue;
        outcomes.set(file, await runPage(planPage(blocks), { url: base.url, checksSchema: false }));
      }
    } finally {
      await base.close();
      forgetSchemas();
    }
    for (const { file, blocks, plugins } of pages.filter((p) => p.plugins.length)) {
      log(`${file}: a server with ${plugins.join(', ')}`);
      let server;
      try {
        server = await startSampleServer({ log, database, plugins: await loadPagePlugins(root, file) });
      } catch (error) {
        const message = `the page's plugins do not start: ${(error as Error).message.split('\n')[0]}`;
        outcomes.set(file, planPage(blocks).map((planned) => ({ planned, status: 'failed', message })));
        continue;
      }
      try {
        outcomes.set(file, await runPage(planPage(blocks), { url: server.url, checksSchema: true }));
      } finally {
        await server.close();
        forgetSchemas();
      }
    }
  }
  // Reported in page order, whichever server ran the page.
  const all = pages.flatMap(({ file }) => outcomes.get(file) ?? []);
  const failures = failureLines(all);
  for (const line of failures) console.error(line);
  console.log(`\n${formatReport(totalsOf(all), pages.length, (performance.now() - started) / 1000)}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

main().then(
  // The server's job queue and sql.js keep handles open: leave once the report is out.
  () => process.exit(),
  (error) => {
    console.error(error instanceof Error && error.message.startsWith('No authored page at') ? error.message : error);
    process.exit(1);
  },
);
