import { availableParallelism } from 'node:os';
import path from 'node:path';
import { type ChildEnd, ConsoleShare, runInShare } from './console-share';
import { runSchedule, type Step, type StepResult } from './schedule';
import { TEST_STEPS } from './steps';

/**
 * `npm test`: every check, as many at a time as the machine has cores
 * (`--slots 1` runs them one by one), then a table of what each took.
 */
const root = path.resolve(__dirname, '../..');
const slotsArg = process.argv.indexOf('--slots');
const slots = slotsArg > 0 ? Number(process.argv[slotsArg + 1]) : availableParallelism();
if (!Number.isInteger(slots) || slots < 1) {
  console.error(`--slots takes a whole number of at least 1, not "${process.argv[slotsArg + 1]}"`);
  process.exit(2);
}

const share = new ConsoleShare((text) => process.stdout.write(text));

function runStep(step: Step): Promise<{ ok: boolean }> {
  const started = performance.now();
  const header = `\n▶ ${step.name}: ${step.command.join(' ')}\n`;
  const footer = ({ ok, why }: ChildEnd) => `${ok ? '✔' : '✘'} ${step.name} ${why} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`;
  return runInShare(share, step.name, header, step.command, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } }, footer);
}

function printTable(results: StepResult[], wall: number): void {
  const format = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;
  console.log(`\nnpm test, ${slots} at a time (minutes:seconds from the start)`);
  console.table(Object.fromEntries(results.map((r) => [r.name, { result: r.result, start: r.result === 'not run' ? '' : format(r.start), took: r.result === 'not run' ? '' : format(r.seconds) }])));
  const busy = results.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`Wall ${format(wall)}; the steps' own times add up to ${format(busy)}.`);
}

const started = performance.now();
runSchedule(TEST_STEPS, runStep, { slots }).then((results) => {
  printTable(results, (performance.now() - started) / 1000);
  const failed = results.filter((r) => r.result === 'failed').map((r) => r.name);
  if (failed.length) console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(failed.length ? 1 : 0);
});
