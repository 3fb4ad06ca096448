// npm run check:run [-- page-or-folder…]
//
// Starts a Vendure 3.7.3 server with the screenshot tool's sample data and runs every GraphQL block
// of the authored pages against it, page by page in page order (parse → plan → run → report).
// A page that shows a complete plugin runs on a server of its own with that plugin loaded, when its
// samples need the plugin (placement.ts).

import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listAuthoredPages, selectPages } from '../markdown/authored-pages';
import { readPage } from '../markdown/read-page';
import { ensureInstalled } from '../screenshots/install';
import { runBlocksOf } from './parse';
import { restCallsOf } from './rest';
import { type PlannedBlock, planPage } from './plan';
import { RESULT_PREFIX, type WorkerResult } from './page-worker';
import { needsOwnServer } from './placement';
import { pluginClassesOfPage, pluginsDir } from './plugins';
import { failureLines, formatReport, splitTotals } from './report';
import { type Outcome, forgetSchemas, runPage, servedSchema } from './run';
import { screenshotsDir, startSampleServer } from './server';

const basePort = Number(process.env.RUN_SAMPLES_PORT ?? 3070);
const root = path.resolve(__dirname, '../..');

/** The REST calls the plugin pages showed, as `file:line: call` with the failure message, if any. */
const restResults: Array<{ where: string; call: string; message?: string }> = [];

/** Runs a page with plugins in a child process (page-worker.ts) and maps its outcomes back to the plan. */
function runInWorker(file: string, planned: PlannedBlock[], databaseFile: string, port: number): Promise<Outcome[]> {
  return new Promise((resolve) => {
    // A working directory of its own, removed afterwards: a page's plugin may write files relative
    // to it (the job queue page writes its feeds to ./static/feeds), which must not land in the repository.
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'run-samples-page-'));
    const child = spawn(process.execPath, [...process.execArgv, path.join(__dirname, 'page-worker.ts'), file, databaseFile], {
      cwd,
      env: {
        ...process.env,
        SCREENSHOTS_PORT: String(port),
        RUN_SAMPLES_RUN: String(process.pid),
        // No telemetry, and no .vendure/ installation id written to the working directory.
        VENDURE_DISABLE_TELEMETRY: 'true',
        // tsx reads the tsconfig of its working directory: keep the repository's.
        TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      fs.rmSync(cwd, { recursive: true, force: true });
      const line = stdout.split('\n').find((l) => l.startsWith(RESULT_PREFIX));
      const result: WorkerResult | undefined = line ? JSON.parse(line.slice(RESULT_PREFIX.length)) : undefined;
      for (const r of result?.rest ?? []) restResults.push({ where: `${file}:${r.line}`, call: r.call, message: r.message });
      const failure = result?.startError
        ? `the page's plugins do not start: ${result.startError}`
        : !result
          ? `the page's server stopped (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`
          : undefined;
      // A page with no GraphQL block (only REST calls) must still say that its server failed.
      if (failure && planned.length === 0) restResults.push({ where: file, call: 'the page server', message: failure });
      resolve(
        planned.map((p, i): Outcome => {
          const o = result?.outcomes[i];
          if (failure || !o) return { planned: p, status: 'failed', message: failure ?? 'no outcome' };
          if (o.status === 'skipped') return { planned: p, status: 'skipped', reason: o.reason ?? '' };
          if (o.status === 'failed') return { planned: p, status: 'failed', message: o.message ?? '' };
          return { planned: p, status: 'passed' };
        }),
      );
    });
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  process.env.VENDURE_DISABLE_TELEMETRY = 'true';
  const untrackedBefore = new Set(untrackedFiles());
  const log = (message: string) => console.log(`[check:run ${((performance.now() - started) / 1000).toFixed(0).padStart(3)}s] ${message}`);
  const pages = selectPages(listAuthoredPages(root), process.argv.slice(2))
    .map((file) => ({ file, source: fs.readFileSync(path.join(root, file), 'utf8'), page: readPage(root, file) }))
    .map((p) => ({ ...p, blocks: runBlocksOf(p.page), plugins: pluginClassesOfPage(p.source) }))
    // A page with its own plugins or custom fields runs on a server of its own.
    .map((p) => ({ ...p, plugins: p.page.frontMatter.sample_custom_fields ? [...p.plugins, 'its custom fields'] : p.plugins }))
    // A page without GraphQL blocks still runs when it has plugins and shows their REST endpoints.
    .filter(({ blocks, plugins, page }) => blocks.length > 0 || (plugins.length > 0 && restCallsOf(page).length > 0));
  const outcomes = new Map<string, Outcome[]>();
  if (pages.length > 0) {
    ensureInstalled(screenshotsDir, log);
    fs.rmSync(pluginsDir, { recursive: true, force: true });
    log('Starting Vendure 3.7.3 with an in-memory database');
    process.env.SCREENSHOTS_PORT = String(basePort);
    const base = await startSampleServer({ log });
    try {
      // The plugin pages start from a copy of the sample database, two at a time, each in a
      // process and on a port of its own, while this server runs the other pages.
      const databaseFile = path.join(pluginsDir, 'sample-data.sqlite');
      fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
      fs.writeFileSync(databaseFile, base.snapshot());
      // A page whose plugins none of its samples need (its TypeScript documents query the core API) runs here.
      const own = new Set<string>();
      for (const p of pages) if (p.plugins.length && (await needsOwnServer(planPage(p.blocks, true), restCallsOf(p.page).length, (api) => servedSchema(base.url, api)))) own.add(p.file);
      const queue = pages.filter((p) => own.has(p.file));
      const lane = async (port: number) => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          log(`${next.file}: a server with ${next.plugins.join(', ')}`);
          outcomes.set(next.file, await runInWorker(next.file, planPage(next.blocks, true), databaseFile, port));
        }
      };
      const basePages = async () => {
        for (const { file, blocks } of pages.filter((p) => !own.has(p.file))) {
          outcomes.set(file, await runPage(planPage(blocks), { url: base.url, checksSchema: false, log: base.log }));
        }
      };
      await Promise.all([basePages(), lane(basePort + 1), lane(basePort + 2)]);
    } finally {
      // The run exits after its report (see the end of this file).
      base.discard();
      forgetSchemas();
      fs.rmSync(pluginsDir, { recursive: true, force: true });
    }
  }
  // Reported in page order, whichever server ran the page.
  const all = pages.flatMap(({ file }) => outcomes.get(file) ?? []);
  const failures = [...failureLines(all), ...restResults.flatMap((r) => (r.message ? [`${r.where}: ${r.message}`] : []))];
  for (const line of failures) console.error(line);
  console.log(`\n${formatReport(splitTotals(all), pages.length, (performance.now() - started) / 1000)}`);
  if (restResults.length) {
    console.log(`REST calls of the plugin pages: ${restResults.length}, ${restResults.filter((r) => !r.message).length} passed`);
    for (const r of restResults) console.log(`  ${r.message ? 'failed' : 'passed'}  ${r.call}  (${r.where})`);
  }
  // Nothing a sample writes may stay in the repository (static/ is copied into every build).
  const left = untrackedFiles().filter((f) => !untrackedBefore.has(f));
  if (left.length) console.error(`The run left ${left.length} new untracked file(s) in the repository (a sample writes files; run it in a temporary directory):\n${left.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = failures.length > 0 || left.length > 0 ? 1 : 0;
}

/**
 * The repository's untracked files that .gitignore does not cover, one path each. Pages and code
 * (.md, .mdx, .ts, .tsx) are left out: people working in the checkout create those while a run
 * goes on, and what samples write is data (a feed's CSV, an installation id, an upload).
 */
function untrackedFiles(): string[] {
  const out = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '-z'], { cwd: root, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((entry) => entry.startsWith('?? ') && !/\.(mdx?|tsx?)$/.test(entry))
    .map((entry) => entry.slice(3));
}

main().then(
  // The server's job queue and sql.js keep handles open: leave once the report is out.
  () => process.exit(),
  (error) => {
    console.error(error instanceof Error && error.message.startsWith('No authored page at') ? error.message : error);
    process.exit(1);
  },
);
