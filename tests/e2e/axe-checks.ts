import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The rules of those tags that running by tag runs (not the experimental or
 * deprecated ones) and that can report a serious or critical violation.
 * Every axe rule states the one impact its violations get; running a minor or
 * moderate one (26 of those 90, `region` among the costliest) only produced
 * findings that were thrown away. The impacts are not public
 * API, so a rule whose impact cannot be read is kept.
 */
function rulesThatCanFail(): string[] {
  const audit = (axe as unknown as { _audit?: { rules: { id: string; impact?: string }[]; tagExclude?: string[] } })._audit;
  if (!audit?.tagExclude) throw new Error('axe-core no longer exposes its rules\' impacts and excluded tags (_audit): run every rule of the tags again (runOnly by tag)');
  const impact = new Map(audit.rules.map((rule) => [rule.id, rule.impact]));
  // Running by tag leaves out the experimental and deprecated rules (axe's tagExclude); a list of rules would run them.
  const excluded = new Set(audit.tagExclude);
  return axe
    .getRules(TAGS)
    .filter((rule) => !rule.tags.some((tag) => excluded.has(tag)))
    .map((rule) => rule.ruleId)
    .filter((id) => impact.get(id) === undefined || FAILING_IMPACTS.has(impact.get(id)!));
}

/**
 * What the accessibility checks ask of axe: WCAG 2.1 A/AA and axe's best
 * practices, failing on a serious or critical violation.
 */
export const OPTIONS: RunOptions = {
  runOnly: { type: 'rule', values: rulesThatCanFail() },
  resultTypes: ['violations'],
  // Fetching the style sheets again serves only css-orientation-lock, an experimental rule none of these is.
  preload: false,
};

export function failures(url: string, violations: Result[]): string[] {
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
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
