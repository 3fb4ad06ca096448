import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDouble, removeDouble } from './double/generate';
import { measureBuild } from './measure-build';
import { type CpuProfile, selfTimeByOwner } from './profile-summary';

/**
 * `npm run bench:profile [-- --double]`: where a build from clean spends its
 * CPU. Reference generation and the site build are timed apart with GNU time
 * (user + system: on a machine shared with other work, wall time says little),
 * Docusaurus prints its phases (DOCUSAURUS_PERF_LOGGER), and a V8 CPU profile
 * of the build's JavaScript threads is summed by the package or folder the
 * time was spent in. Rspack's native threads do not appear in the profile:
 * their share is the build's CPU time minus the profiled time.
 */
const siteDir = path.resolve(__dirname, '../..');
const double = process.argv.includes('--double');
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function main(): void {
  const generate = measureBuild(siteDir, ['npx', 'tsx', 'tools/reference/cli.ts'], { clean: true });
  if (double) console.log(`bench-double: ${generateDouble(path.join(siteDir, 'docs'))} pages copied`);
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'build-profile-'));
  let build;
  try {
    const command = ['node', '--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--max-old-space-size=1024', '--max-semi-space-size=64', 'node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'];
    build = measureBuild(siteDir, command, { clean: false, env: { DOCUSAURUS_PERF_LOGGER: 'true', ...(double ? { DOCS_BENCH_DOUBLE: 'true' } : {}) } });
  } finally {
    if (double) removeDouble(path.join(siteDir, 'docs'));
  }
  const { pages } = build;
  if (generate.cpuSeconds === null || build.cpuSeconds === null) throw new Error('GNU time (/usr/bin/time) is needed to measure CPU time');
  const totals = new Map<string, number>();
  for (const file of readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as CpuProfile;
    for (const [owner, ms] of selfTimeByOwner(profile, siteDir)) totals.set(owner, (totals.get(owner) ?? 0) + ms);
  }
  const profiled = [...totals].filter(([owner]) => owner !== '(idle)').reduce((sum, [, ms]) => sum + ms, 0) / 1000;
  const ms = (seconds: number) => `${((seconds * 1000) / pages).toFixed(1)} ms/page`;

  console.log(`\n${pages} pages${double ? ' (doubled)' : ''}; CPU = user + system (GNU time), the profile slows the build a little`);
  console.log(`  reference generation  ${generate.cpuSeconds.toFixed(1)} s CPU (${ms(generate.cpuSeconds)}), ${generate.wallSeconds.toFixed(1)} s wall`);
  console.log(`  site build            ${build.cpuSeconds.toFixed(1)} s CPU (${ms(build.cpuSeconds)}), ${build.wallSeconds.toFixed(1)} s wall, peak RSS ${build.peakMemoryMB} MB`);
  console.log(`    JavaScript threads, profiled   ${profiled.toFixed(1)} s`);
  console.log(`    the rest (Rspack's native threads, SWC, start-up before profiling)  ${(build.cpuSeconds - profiled).toFixed(1)} s`);
  console.log('\nDocusaurus phases (wall time):');
  for (const line of build.stdout.replace(ansi, '').split('\n').filter((l) => l.startsWith('[PERF]') && /seconds|ms/.test(l))) {
    const match = /^\[PERF\]\s*(.*?) - ([\d.]+) (seconds!|ms)/.exec(line);
    if (match && (match[3] !== 'ms' || Number(match[2]) >= 300)) console.log(`  ${match[3] === 'ms' ? (Number(match[2]) / 1000).toFixed(2) : match[2]} s  ${match[1]}`);
  }
  console.log('\nProfiled JavaScript, self time by package or folder (top 30):');
  for (const [owner, total] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(total / 1000).toFixed(1).padStart(6)} s  ${owner}`);
  console.log(`\nProfiles: ${profileDir}`);
}

main();
