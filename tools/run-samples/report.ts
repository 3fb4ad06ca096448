// Report: one line per failure (file:line: message), then blocks run / passed / skipped (graphql
// blocks and the documents of TypeScript samples apart, then together), each skip with its reason.

import type { Outcome } from './run';

export interface Totals {
  blocks: number;
  executed: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Reason → blocks (file:line) skipped for it. */
  skips: Map<string, string[]>;
}

export function totalsOf(outcomes: Outcome[]): Totals {
  const skips = new Map<string, string[]>();
  for (const outcome of outcomes) {
    if (outcome.status !== 'skipped') continue;
    const where = `${outcome.planned.block.file}:${outcome.planned.block.line}`;
    skips.set(outcome.reason, [...(skips.get(outcome.reason) ?? []), where]);
  }
  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  return {
    blocks: outcomes.length,
    executed: outcomes.length - count('skipped'),
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    skips,
  };
}

export function failureLines(outcomes: Outcome[]): string[] {
  return outcomes.flatMap((o) => (o.status === 'failed' ? [`${o.planned.block.file}:${o.planned.block.line}: ${o.message}`] : []));
}

const percentOf = (totals: Totals) => (totals.blocks ? ((100 * totals.executed) / totals.blocks).toFixed(1) : '0');

/** The figures of `outcomes`, split into graphql blocks and the documents of TypeScript samples. */
export function splitTotals(outcomes: Outcome[]): { all: Totals; blocks: Totals; documents: Totals } {
  return {
    all: totalsOf(outcomes),
    blocks: totalsOf(outcomes.filter((o) => !o.planned.block.fromTs)),
    documents: totalsOf(outcomes.filter((o) => o.planned.block.fromTs)),
  };
}

export function formatReport({ all: totals, blocks, documents }: ReturnType<typeof splitTotals>, pages: number, seconds: number): string {
  const part = (name: string, t: Totals) => `    ${name}: ${t.blocks}, executed ${t.executed} (${percentOf(t)} %), ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`;
  const lines = [
    `GraphQL blocks and documents in ${pages} pages: ${totals.blocks}`,
    part('graphql blocks', blocks),
    part('documents in TypeScript samples', documents),
    `  executed ${totals.executed} (${percentOf(totals)} %): ${totals.passed} passed, ${totals.failed} failed`,
    `  skipped  ${totals.skipped}`,
  ];
  for (const [reason, where] of [...totals.skips].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`    ${where.length} × ${reason}`);
    for (const w of where) lines.push(`        ${w}`);
  }
  lines.push(`  ${seconds.toFixed(1)} s`);
  return lines.join('\n');
}
