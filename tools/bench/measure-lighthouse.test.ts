import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { median, timingsOf } from './measure-lighthouse';

describe('median', () => {
  it('takes the middle run, so one slow run does not set the figure', () => {
    assert.equal(median([94, 81, 96]), 94);
    assert.equal(median([70]), 70);
    assert.equal(median([90, 80, 100, 95]), 90);
  });
});

describe('timingsOf', () => {
  const audits = (items: Array<{ url: string; scripting: number; total: number }>) => ({
    audits: { 'bootup-time': { numericValue: 912.4, details: { items } }, 'total-blocking-time': { numericValue: 143.6 } },
  });

  it("takes main.js's line of the bootup-time audit, not another script's nor the time put on none", () => {
    const result = audits([
      { url: 'Unattributable', scripting: 40, total: 90 },
      { url: 'http://localhost:8080/assets/js/17896441.078a916c.js', scripting: 120.2, total: 150 },
      { url: 'http://localhost:8080/assets/js/main.7909d377.js', scripting: 530.6, total: 701.2 },
      { url: 'http://localhost:8080/', scripting: 10, total: 200 },
      { url: 'Unattributable', scripting: 40, total: 90 },
    ]);
    assert.deepEqual(timingsOf(result), { mainJsEvaluation: 531, mainJsTotal: 701, bootup: 912, totalBlockingTime: 144 });
  });

  it('gives 0 for a main bundle the audit left out for taking under its threshold', () => {
    const result = audits([{ url: 'http://localhost:8080/assets/js/runtime~main.adf624cd.js', scripting: 70, total: 80 }]);
    assert.equal(timingsOf(result).mainJsEvaluation, 0);
  });
});
