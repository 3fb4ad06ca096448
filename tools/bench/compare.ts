import type { BuildFigures } from './measure-build';
import type { TransferFigures } from './measure-transfer';

/** What a bench run keeps of itself, so a `--double` run can be set beside the last normal one. */
export interface SavedRun {
  mode: 'normal' | 'double';
  commit: string;
  date: string;
  build: BuildFigures;
  /** First-load transfer by page path. */
  transfer: Record<string, TransferFigures>;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signedKB = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KB`;
const msPerPage = (seconds: number | null, pages: number) => (seconds === null ? 'n/a' : `${((seconds * 1000) / pages).toFixed(1)} ms`);

/**
 * The growth table: build time per page (CPU time, which other work on a
 * shared machine disturbs far less than wall time, and wall time) and each
 * page's first-load JS, for a normal and a doubled build side by side.
 */
export function growthRows(normal: SavedRun, double: SavedRun): Record<string, Record<string, string | number>> {
  const rows: Record<string, Record<string, string | number>> = {};
  for (const [label, run] of [['normal', normal], ['doubled', double]] as const) {
    rows[`build from clean, ${label}`] = {
      pages: run.build.pages,
      'CPU per page': msPerPage(run.build.cpuSeconds, run.build.pages),
      'wall per page': msPerPage(run.build.wallSeconds, run.build.pages),
    };
  }
  for (const page of Object.keys(normal.transfer)) {
    const before = normal.transfer[page];
    const after = double.transfer[page];
    if (!after) continue;
    rows[page] = { 'JS gz normal': kB(before.js), 'JS gz doubled': kB(after.js), 'JS change': signedKB(after.js - before.js), 'total change': signedKB(after.total - before.total) };
  }
  return rows;
}
