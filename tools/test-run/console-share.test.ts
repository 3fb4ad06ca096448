import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConsoleShare } from './console-share';

describe('ConsoleShare', () => {
  it('writes the oldest step live, holds the others back, and writes them whole when it ends', () => {
    const written: string[] = [];
    const share = new ConsoleShare((text) => written.push(text));
    share.start('build', '▶ build');
    share.start('lint', '▶ lint');
    share.output('build', 'b1');
    share.output('lint', 'l1');
    share.end('lint', '✔ lint');
    share.start('unit', '▶ unit');
    share.output('unit', 'u1');
    assert.deepEqual(written, ['▶ build', 'b1']);
    share.output('build', 'b2');
    share.end('build', '✔ build');
    // lint ended first: written whole; unit is still running, so it is live from now on.
    assert.deepEqual(written, ['▶ build', 'b1', 'b2', '✔ build', '▶ lint', 'l1', '✔ lint', '▶ unit', 'u1']);
    share.output('unit', 'u2');
    share.end('unit', '✔ unit');
    assert.deepEqual(written.slice(-2), ['u2', '✔ unit']);
  });
});
