import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PlannedBlock } from './plan';
import type { RunBlock } from './parse';
import { formatReport, splitTotals } from './report';
import type { Outcome } from './run';

const outcome = (line: number, fromTs: boolean, status: 'passed' | 'failed' | 'skipped'): Outcome => {
  const block = { file: 'docs/x.mdx', line, ...(fromTs ? { fromTs: {} } : {}) } as RunBlock;
  const planned = { block, action: 'skip', reason: 'r' } as PlannedBlock;
  return status === 'skipped' ? { planned, status, reason: 'needs a token' } : status === 'failed' ? { planned, status, message: 'm' } : { planned, status };
};

describe('formatReport', () => {
  it('gives the graphql blocks and the TypeScript documents apart, then together, with each skip', () => {
    const report = formatReport(splitTotals([outcome(1, false, 'passed'), outcome(2, false, 'skipped'), outcome(3, true, 'passed'), outcome(4, true, 'failed')]), 1, 2);
    assert.match(report, /GraphQL blocks and documents in 1 pages: 4/);
    assert.match(report, /graphql blocks: 2, executed 1 \(50\.0 %\), 1 passed, 0 failed, 1 skipped/);
    assert.match(report, /documents in TypeScript samples: 2, executed 2 \(100\.0 %\), 1 passed, 1 failed, 0 skipped/);
    assert.match(report, /executed 3 \(75\.0 %\): 2 passed, 1 failed/);
    assert.match(report, /1 × needs a token\n\s+docs\/x\.mdx:2/);
  });
});
