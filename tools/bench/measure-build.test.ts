import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { countPages, parseGnuTime } from './measure-build';

describe('parseGnuTime', () => {
  it('reads wall, CPU and peak memory from the last line', () => {
    assert.deepEqual(parseGnuTime('[SUCCESS] done\n61.52 70.10 5.90 1433600\n'), {
      wallSeconds: 61.52,
      cpuSeconds: 76,
      peakMemoryMB: 1400,
    });
  });

  it('returns null when the line is missing', () => {
    assert.equal(parseGnuTime('Command terminated by signal 9'), null);
  });
});

describe('countPages', () => {
  it('counts every HTML page except the not-found page', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'build-'));
    mkdirSync(path.join(dir, 'guides/a'), { recursive: true });
    for (const file of ['index.html', '404.html', 'guides/a/index.html', 'guides/a/app.js']) {
      writeFileSync(path.join(dir, file), '');
    }
    assert.equal(countPages(dir), 2);
  });
});
