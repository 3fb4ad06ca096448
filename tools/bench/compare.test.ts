import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type SavedRun, growthRows } from './compare';

const run = (mode: SavedRun['mode'], pages: number, cpuSeconds: number | null, js: number): SavedRun => ({
  mode,
  commit: 'abc',
  date: '2026-11-28',
  build: { wallSeconds: pages / 10, cpuSeconds, peakMemoryMB: 1000, pages },
  transfer: { '/': { html: 1024, js, css: 0, other: 0, total: 1024 + js } },
});

describe('growthRows', () => {
  it('sets per-page build time and first-load JS of both runs side by side', () => {
    const rows = growthRows(run('normal', 1000, 60, 140 * 1024), run('double', 2000, 110, 139.5 * 1024));
    assert.deepEqual(rows['build from clean, normal'], { pages: 1000, 'CPU per page': '60.0 ms', 'wall per page': '100.0 ms' });
    assert.deepEqual(rows['build from clean, doubled'], { pages: 2000, 'CPU per page': '55.0 ms', 'wall per page': '100.0 ms' });
    assert.deepEqual(rows['/'], { 'JS gz normal': '140.0 KB', 'JS gz doubled': '139.5 KB', 'JS change': '−0.5 KB', 'total change': '−0.5 KB' });
  });

  it('says n/a when CPU time was not measured, and skips pages only one run measured', () => {
    const doubled = { ...run('double', 2000, null, 0), transfer: {} };
    const rows = growthRows(run('normal', 1000, 60, 0), doubled);
    assert.equal(rows['build from clean, doubled']['CPU per page'], 'n/a');
    assert.equal(rows['/'], undefined);
  });
});
