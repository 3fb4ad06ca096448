import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * What the accessibility checks ask of axe: WCAG 2.1 A/AA and axe's best
 * practices, failing on a serious or critical violation.
 */
export const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

export function failures(url: string, violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${url}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} element(s), e.g. ${v.nodes[0]?.target.join(' ')}`);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** Puts axe into the page's window, where it outlives every document later written into that window. */
export async function installAxe(page: Page): Promise<void> {
  await page.evaluate(axe.source);
}

/** Axe's serious and critical findings on the document the page shows now (axe installed in its window). */
export async function documentFailures(page: Page, url: string): Promise<string[]> {
  const violations = await page.evaluate((options) => window.axe.run(document, options).then((results) => results.violations), OPTIONS);
  return failures(url, violations);
}
