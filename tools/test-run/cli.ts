import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ConsoleShare } from './console-share';
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
  return new Promise((resolve) => {
    share.start(step.name, `\n▶ ${step.name}: ${step.command.join(' ')}\n`);
    const started = performance.now();
    const child = spawn(step.command[0], step.command.slice(1), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    child.stdout.on('data', (chunk: Buffer) => share.output(step.name, chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => share.output(step.name, chunk.toString()));
    const finish = (ok: boolean, why: string) => {
      share.end(step.name, `${ok ? '✔' : '✘'} ${step.name} ${why} after ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      resolve({ ok });
    };
    child.on('error', (error) => finish(false, `could not start (${error.message})`));
    child.on('close', (code, signal) => finish(code === 0, code === 0 ? 'passed' : signal ? `was stopped by ${signal}` : `failed with exit code ${code}`));
  });
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
