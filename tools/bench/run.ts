import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type SavedRun, growthRows } from './compare';
import { removeDouble } from './double/generate';
import { type BuildFigures, measureBuild } from './measure-build';
import { measureLighthouse } from './measure-lighthouse';
import { measureSearch } from './measure-search';
import { BENCH_PAGES } from './pages';
import { serveBuild } from './serve-build';
import { type TransferFigures, measureTransfer } from './measure-transfer';

/**
 * `npm run bench`: prints figures, never fails on them. `npm run bench -- --double`
 * measures the site with its page count doubled (tools/bench/double) and, when
 * a normal run is saved in bench-results/, sets the two side by side.
 */
const siteDir = path.resolve(__dirname, '../..');
const double = process.argv.includes('--double');
const resultsDir = path.join(siteDir, 'bench-results');
/** The doubled build from clean: the reference generated as in `npm run build`, then copied with the rest of docs/ (a second or so). */
const DOUBLE_BUILD = ['env', 'DOCS_BENCH_DOUBLE=true', 'sh', '-c', 'npm run generate && npx tsx tools/bench/double/cli.ts && npm run build:site'];
const port = 3211;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const pages = BENCH_PAGES;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function commit(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: siteDir, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: siteDir, encoding: 'utf8' }).trim() !== '';
  return dirty ? `${head} + uncommitted changes` : head;
}

function savedRun(mode: SavedRun['mode']): SavedRun | undefined {
  const file = path.join(resultsDir, `${mode}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedRun) : undefined;
}

/** Builds from clean, normal or doubled; the doubled pages leave docs/ even when the build fails. */
function buildFromClean(): BuildFigures {
  if (!double) return measureBuild(siteDir, ['npm', 'run', 'build'], { clean: true });
  try {
    return measureBuild(siteDir, DOUBLE_BUILD, { clean: true });
  } finally {
    removeDouble(path.join(siteDir, 'docs'));
  }
}

async function main(): Promise<void> {
  const row = (build: BuildFigures) => ({
    wall: `${build.wallSeconds.toFixed(1)} s`,
    CPU: build.cpuSeconds === null ? 'n/a' : `${build.cpuSeconds.toFixed(1)} s`,
    'CPU per page': build.cpuSeconds === null ? 'n/a' : `${((build.cpuSeconds * 1000) / build.pages).toFixed(1)} ms`,
    'peak RSS': build.peakMemoryMB === null ? 'n/a' : `${build.peakMemoryMB} MB`,
    pages: build.pages,
  });
  console.log(
    double
      ? 'Building from clean with the page count doubled (reference generation, docs/ copied to docs/bench-double/, site, search index)…'
      : 'Building from clean (npm run build: reference generation, site, search index), then again with the reference unchanged…',
  );
  const run: SavedRun = { mode: double ? 'double' : 'normal', commit: commit(), date: new Date().toISOString(), build: buildFromClean(), transfer: {} };
  const rows: Record<string, Record<string, string | number>> = { 'build from clean': row(run.build) };
  // A writer's next build: the doubled site has none to compare with, and it would hold the build lock for minutes more.
  if (!double) rows['build, reference kept'] = row(measureBuild(siteDir, ['npm', 'run', 'build'], { clean: false }));

  const server = await serveBuild(path.join(siteDir, 'build'), port);
  const { origin } = server;
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-gpu', '--disable-background-networking'] });
    for (const page of pages) {
      const t: TransferFigures = await measureTransfer(browser, `${origin}${page}`);
      run.transfer[page] = t;
      rows[page] = { 'HTML gz': kB(t.html), 'JS gz': kB(t.js), 'CSS gz': kB(t.css), 'total gz': kB(t.total) };
    }
    const search = await measureSearch(browser, `${origin}/guides/core-concepts/orders`);
    rows['embedded search'] = { 'first result cold': `${search.coldMs} ms`, 'modal reopened, first letter': `${search.reopenMs} ms`, 'warm query (median)': `${search.warmMs} ms`, 'fetched cold': kB(search.coldBytes), '/search?q= after load': `${search.searchPageMs} ms` };
    await browser.close();

    const scores = await measureLighthouse(pages.map((page) => `${origin}${page}`), chromePath);
    for (const page of pages) {
      const s = scores.get(`${origin}${page}`)!;
      Object.assign(rows[page], {
        'LH perf': s.performance,
        'LH a11y': s.accessibility,
        'LH best': s.bestPractices,
        'LH SEO': s.seo,
        'main.js eval': s.mainJsEvaluation === 0 ? '< 50 ms' : `${s.mainJsEvaluation} ms`,
        'main.js total': s.mainJsTotal === 0 ? '< 50 ms' : `${s.mainJsTotal} ms`,
        'JS boot-up': `${s.bootup} ms`,
        TBT: `${s.totalBlockingTime} ms`,
      });
    }
  } finally {
    await server.stop();
  }
  console.log(`\nFigures (served by ${server.how}; transfer: first load, cold cache, gzip sizes measured in Chromium; Lighthouse: mobile defaults, median of 3 runs, times under its 4× CPU slowdown)`);
  console.table(rows);

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${run.mode}.json`), `${JSON.stringify(run, null, 2)}\n`);
  const normal = double ? savedRun('normal') : run;
  const doubled = double ? run : savedRun('double');
  if (normal && doubled) {
    console.log(`\nGrowth: normal build of ${normal.commit} (${normal.date}), doubled build of ${doubled.commit} (${doubled.date}); CPU time is user + system, which other work on the machine disturbs far less than wall time`);
    console.table(growthRows(normal, doubled));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
