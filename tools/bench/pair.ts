import { existsSync } from 'node:fs';
import path from 'node:path';
import { type LighthouseScores, median, runOnce } from './measure-lighthouse';
import { BENCH_PAGES } from './pages';
import { type Server, serveBuild } from './serve-build';

/**
 * `npm run bench:pair -- <build before> [<build after>] [--runs N]`: Lighthouse
 * (mobile) on the bench's five pages for two builds served side by side,
 * measured in turns, one run of each per page at a time, and the median of
 * each build's runs. Two `npm run bench` runs minutes apart on a shared
 * machine differ by more than most changes do (the same code gave 543 and
 * 306 ms of home's main.js evaluation on two days); in turns, the machine's
 * drift falls on both builds alike. The second build defaults to build/.
 */
const siteDir = path.resolve(__dirname, '../..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIGURES: Array<[keyof LighthouseScores, string]> = [
  ['performance', 'LH perf'],
  ['mainJsEvaluation', 'main.js eval'],
  ['mainJsTotal', 'main.js total'],
  ['bootup', 'JS boot-up'],
  ['totalBlockingTime', 'TBT'],
];

function parseArgs(argv: string[]): { before: string; after: string; runs: number } {
  const dirs = [...argv];
  const runsAt = dirs.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(dirs.splice(runsAt, 2)[1]) : 5;
  const [before, after = path.join(siteDir, 'build')] = dirs.map((dir) => path.resolve(dir));
  if (!before || dirs.length > 2 || !Number.isInteger(runs) || runs < 1) {
    throw new Error('Usage: npm run bench:pair -- <build dir before> [<build dir after, default build/>] [--runs N, default 5]');
  }
  for (const dir of [before, after]) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no built site (no index.html)`);
  return { before, after, runs };
}

/** Each figure's change, `after − before`, with the sign written out. */
const change = (before: number, after: number) => `${after - before > 0 ? '+' : ''}${after - before}`;

async function main(): Promise<void> {
  const { before, after, runs } = parseArgs(process.argv.slice(2));
  const servers: Server[] = [];
  try {
    servers.push(await serveBuild(before, 3212));
    servers.push(await serveBuild(after, 3213));
    console.log(`Lighthouse mobile, ${runs} runs of each build per page in turns (served by ${servers[0].how}):\n  before: ${before}\n  after:  ${after}`);
    const rows: Record<string, Record<string, string | number>> = {};
    for (const page of BENCH_PAGES) {
      const results: [LighthouseScores[], LighthouseScores[]] = [[], []];
      // Which build goes first alternates, so neither always runs on a machine the other has just warmed up.
      for (let run = 0; run < runs; run++) {
        for (const side of run % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)) results[side].push(await runOnce(`${servers[side].origin}${page}`, chromePath));
      }
      const [was, is] = results.map((side) => Object.fromEntries(FIGURES.map(([key]) => [key, median(side.map((result) => result[key]))])) as Record<keyof LighthouseScores, number>);
      rows[page] = Object.fromEntries(FIGURES.map(([key, label]) => [label, `${was[key]} → ${is[key]} (${change(was[key], is[key])})`]));
    }
    console.log('\nMedians, before → after (change); times in ms under Lighthouse\'s 4× CPU slowdown');
    console.table(rows);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
