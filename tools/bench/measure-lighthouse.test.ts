import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { median } from './measure-lighthouse';

describe('median', () => {
  it('takes the middle run, so one slow run does not set the figure', () => {
    assert.equal(median([94, 81, 96]), 94);
    assert.equal(median([70]), 70);
    assert.equal(median([90, 80, 100, 95]), 90);
  });
});
