import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPlan, runSchedule, type Step } from './schedule';

/** A runner whose steps take the given (fake) seconds and pass unless named in `failing`; it records the order of events. */
function fakeRunner(seconds: Record<string, number>, failing: string[] = []) {
  let clock = 0;
  const events: string[] = [];
  const pending: Array<{ at: number; done: () => void }> = [];
  const run = (step: Step) =>
    new Promise<{ ok: boolean }>((resolve) => {
      events.push(`start ${step.name}`);
      pending.push({ at: clock + seconds[step.name], done: () => (events.push(`end ${step.name}`), resolve({ ok: !failing.includes(step.name) })) });
      // Advance the clock to the next finishing step once every step that can start has started.
      setImmediate(() => {
        if (pending.length === 0) return;
        pending.sort((a, b) => a.at - b.at);
        const next = pending.shift()!;
        clock = next.at;
        next.done();
      });
    });
  return { run, events, now: () => clock };
}

const step = (name: string, extra: Partial<Step> = {}): Step => ({ name, command: ['true'], ...extra });

describe('runSchedule', () => {
  it('runs independent steps side by side and a step after the ones it needs', async () => {
    const { run, now } = fakeRunner({ generate: 10, typecheck: 30, build: 40 });
    const results = await runSchedule([step('generate'), step('typecheck'), step('build', { after: ['generate'] })], run, { slots: 2, now });
    assert.deepEqual(
      results.map(({ name, start, seconds }) => [name, start, seconds]),
      [
        ['generate', 0, 10],
        ['typecheck', 0, 30],
        ['build', 10, 40],
      ],
    );
  });

  it('never runs two steps using the same resource at once, nor anything beside an `alone` step', async () => {
    const { run, events, now } = fakeRunner({ a: 5, b: 5, c: 1, e2e: 5, d: 1 });
    await runSchedule([step('a', { uses: 'docusaurus' }), step('b', { uses: 'docusaurus' }), step('c'), step('e2e', { alone: true }), step('d')], run, { slots: 2, now });
    assert.deepEqual(events, ['start a', 'start c', 'end c', 'end a', 'start b', 'end b', 'start e2e', 'end e2e', 'start d', 'end d']);
  });

  it('starts nothing after a failure, lets running steps finish, and reports the rest as not run', async () => {
    const { run, events, now } = fakeRunner({ lint: 1, build: 3, e2e: 2 }, ['lint']);
    const results = await runSchedule([step('lint'), step('build'), step('e2e', { after: ['build'] })], run, { slots: 2, now });
    assert.deepEqual(
      results.map(({ name, result }) => [name, result]),
      [
        ['lint', 'failed'],
        ['build', 'passed'],
        ['e2e', 'not run'],
      ],
    );
    assert.ok(events.includes('end build'));
  });

  it('runs one step at a time with one slot, in list order', async () => {
    const { run, events, now } = fakeRunner({ a: 1, b: 1 });
    await runSchedule([step('a'), step('b')], run, { slots: 1, now });
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b']);
  });
});

describe('checkPlan', () => {
  it('rejects a step that needs a later or unknown step', () => {
    assert.throws(() => checkPlan([step('e2e', { after: ['build'] }), step('build')]), /needs "build", which is not an earlier step/);
  });
});
