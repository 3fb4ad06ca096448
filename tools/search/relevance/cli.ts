import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EmbeddedSearch } from '../../../src/search/query';
import { fileSource } from '../embedded/file-source';
import { evaluate, type Suite } from './evaluate';

/**
 * `npm run search:eval [-- <build folder>] [--check]`: runs the relevance
 * suite against the embedded index of a build and prints hit@1, hit@5, MRR,
 * the figures per kind of query, and every query whose answer is not first.
 * With `--check` (part of `npm test`) it fails below the floor: what the
 * ranking reached when the floor was last raised, less one query's worth.
 */
const FLOOR = { hitAt1: 0.77, hitAt5: 0.94 };
const args = process.argv.slice(2);
const check = args.includes('--check');
const buildDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
const suite = JSON.parse(readFileSync(path.join(__dirname, 'suite.json'), 'utf8')) as Suite;
const percent = (n: number) => `${(100 * n).toFixed(1)} %`;

async function main() {
  const { outcomes, hitAt1, hitAt5, mrr } = await evaluate(new EmbeddedSearch(fileSource(buildDir)), suite);
  console.log(`${outcomes.length} queries against ${path.relative(process.cwd(), buildDir) || '.'}: hit@1 ${percent(hitAt1)}, hit@5 ${percent(hitAt5)}, MRR ${mrr.toFixed(3)}`);
  const groups = new Map<string, typeof outcomes>();
  for (const outcome of outcomes) for (const key of [outcome.query.kind, outcome.query.section]) groups.set(key, [...(groups.get(key) ?? []), outcome]);
  for (const [key, group] of groups) {
    const at = (n: number) => group.filter((o) => o.rank !== undefined && o.rank <= n).length;
    console.log(`  ${key.padEnd(11)} ${String(group.length).padStart(3)} queries  hit@1 ${String(at(1)).padStart(3)}  hit@5 ${String(at(5)).padStart(3)}`);
  }
  const misses = outcomes.filter((o) => o.rank !== 1);
  if (misses.length > 0) console.log(`\nNot first (${misses.length}):`);
  for (const { query, rank, top } of misses) {
    console.log(`  ${rank ? `#${rank}` : 'miss'}  "${query.q}" → ${query.answers.join(' | ')}`);
    console.log(`        got: ${top.slice(0, 3).join(', ') || '(nothing)'}`);
  }
  if (check && (hitAt1 < FLOOR.hitAt1 || hitAt5 < FLOOR.hitAt5)) {
    console.error(`\nBelow the floor (hit@1 ${percent(FLOOR.hitAt1)}, hit@5 ${percent(FLOOR.hitAt5)}): a ranking change made search worse.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
