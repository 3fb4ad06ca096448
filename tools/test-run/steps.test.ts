import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkPlan } from './schedule';
import { TEST_STEPS } from './steps';

describe("npm test's plan", () => {
  it('orders every step after the steps it needs', () => {
    assert.doesNotThrow(() => checkPlan(TEST_STEPS));
  });

  it('runs every npm script named as a step of it, and the browser tests last and alone', () => {
    const { scripts } = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const step of TEST_STEPS) {
      if (step.command[0] === 'npm') assert.ok(scripts[step.command[3]], `${step.name}: no npm script ${step.command[3]}`);
    }
    assert.deepEqual(TEST_STEPS.at(-1), { ...TEST_STEPS.at(-1), name: 'test:e2e', alone: true });
  });
});
