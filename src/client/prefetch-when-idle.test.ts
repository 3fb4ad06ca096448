import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IDLE_SLICE_MS, prefetchWhenIdle } from './prefetch-when-idle';

describe('prefetchWhenIdle', () => {
  it('runs the prefetches in idle periods, as many as each one has time for, in order', () => {
    const prefetched: string[] = [];
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    const original = { prefetch: (path: string) => (prefetched.push(path), false as const), preload: () => false as const };
    const docusaurus = prefetchWhenIdle(original, (run) => idle.push(run));

    for (const path of ['/a', '/b', '/c']) docusaurus.prefetch(path);
    assert.deepEqual(prefetched, [], 'nothing runs before the browser is idle');
    assert.equal(idle.length, 1, 'one idle callback for the whole queue');

    let budget = 2;
    idle.shift()!({ didTimeout: false, timeRemaining: () => budget-- } as IdleDeadline);
    assert.deepEqual(prefetched, ['/a', '/b']);
    assert.equal(idle.length, 1, 'the rest waits for the next idle period');
    idle.shift()!({ didTimeout: false, timeRemaining: () => 10 } as IdleDeadline);
    assert.deepEqual(prefetched, ['/a', '/b', '/c']);
    assert.equal(idle.length, 0);
  });

  it('stops an idle period after a short slice, even when the browser offers more', () => {
    const prefetched: string[] = [];
    const idle: ((deadline: IdleDeadline) => void)[] = [];
    let clock = 0;
    const original = { prefetch: (path: string) => ((clock += 3), prefetched.push(path), false as const), preload: () => false as const };
    const docusaurus = prefetchWhenIdle(original, (run) => idle.push(run), () => clock);
    for (let i = 0; i < 10; i++) docusaurus.prefetch(`/${i}`);
    idle.shift()!({ didTimeout: false, timeRemaining: () => 50 } as IdleDeadline);
    assert.equal(prefetched.length, Math.ceil(IDLE_SLICE_MS / 3));
    assert.equal(idle.length, 1);
  });

  it('leaves preload as it is', () => {
    const preload = () => false as const;
    assert.equal(prefetchWhenIdle({ prefetch: () => false, preload }, () => {}).preload, preload);
  });
});
