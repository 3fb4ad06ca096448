import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface BuildFigures {
  wallSeconds: number;
  cpuSeconds: number | null;
  peakMemoryMB: number | null;
  pages: number;
}

const GNU_TIME = '/usr/bin/time';

/** Counts the HTML pages a build wrote (every route is one `.html` file). */
export function countPages(buildDir: string): number {
  if (!existsSync(buildDir)) return 0;
  let count = 0;
  for (const entry of readdirSync(buildDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== '404.html') {
      count++;
    }
  }
  return count;
}

/**
 * Parses the last line GNU time prints with `-f '%e %U %S %M'`:
 * wall seconds, user seconds, system seconds, peak resident set size in KB.
 */
export function parseGnuTime(stderr: string): Omit<BuildFigures, 'pages'> | null {
  const match = /(\d+\.\d+) (\d+\.\d+) (\d+\.\d+) (\d+)\s*$/.exec(stderr);
  if (!match) {
    return null;
  }
  const [, wall, user, sys, maxKB] = match.map(Number);
  return { wallSeconds: wall, cpuSeconds: user + sys, peakMemoryMB: Math.round(maxKB / 1024) };
}

/**
 * Runs a production build and measures it: from clean (`docusaurus clear`
 * also empties node_modules/.cache, where the reference generator keeps its
 * last run and the declaration-only packages), or as a writer's next build.
 */
export function measureBuild(siteDir: string, command: string[], { clean, env = {} }: { clean: boolean; env?: NodeJS.ProcessEnv }): BuildFigures & { stdout: string } {
  if (clean) spawnSync('npx', ['docusaurus', 'clear'], { cwd: siteDir, stdio: 'ignore' });
  const started = process.hrtime.bigint();
  const withTime = existsSync(GNU_TIME);
  const [cmd, ...args] = withTime ? [GNU_TIME, '-f', '%e %U %S %M', ...command] : command;
  const result = spawnSync(cmd, args, { cwd: siteDir, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(`Build failed:\n${result.stdout}\n${result.stderr}`);
  }
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const timed = withTime ? parseGnuTime(result.stderr) : null;
  return {
    wallSeconds: timed?.wallSeconds ?? wallSeconds,
    cpuSeconds: timed?.cpuSeconds ?? null,
    peakMemoryMB: timed?.peakMemoryMB ?? null,
    pages: countPages(path.join(siteDir, 'build')),
    stdout: result.stdout,
  };
}
