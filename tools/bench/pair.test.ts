import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';

const pair = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pair.ts'), ...args], { encoding: 'utf8' });

describe('npm run bench:pair', () => {
  it('says how to call it when no build is named, or the number of runs is not a whole number', () => {
    for (const args of [[], ['build', '--runs', 'two'], ['a', 'b', 'c']]) {
      const { status, stderr } = pair(...args);
      assert.equal(status, 1);
      assert.match(stderr, /^Usage: npm run bench:pair -- <build dir before>/);
    }
  });

  it('names a folder that holds no built site before serving anything', () => {
    const { status, stderr } = pair('/nonexistent-build');
    assert.equal(status, 1);
    assert.equal(stderr.trim(), '/nonexistent-build holds no built site (no index.html)');
  });
});
