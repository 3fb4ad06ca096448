/**
 * Warnings a reader would pay for: Docusaurus only warns about these (SPEC §5
 * keeps them as warnings), so our tests turn them into failures.
 */
const PROBLEMS: { name: string; pattern: RegExp }[] = [
  { name: 'broken anchor', pattern: /Docusaurus found broken anchors/ },
  { name: 'broken Markdown link', pattern: /markdown link couldn't be resolved/i },
  { name: 'duplicate route', pattern: /Duplicate routes found/ },
  // plugin-client-redirects skips a redirect whose old route is a page now (config/old-routes.ts is stale) or has two targets.
  { name: 'redirect over a page', pattern: /redirects would override existing paths/ },
  { name: 'redirect with two targets', pattern: /multiple redirects are created with the same "from" pathname/ },
];

export interface BuildLogProblem {
  name: string;
  line: number;
  text: string;
}

// Docusaurus colours its logger output; the patterns match the plain text.
const ANSI = /\u001b\[[0-9;]*m/g;

/** Lists every problem warning in a build log, with its 1-based line number. */
export function findProblems(log: string): BuildLogProblem[] {
  const problems: BuildLogProblem[] = [];
  log.split('\n').forEach((raw, index) => {
    const text = raw.replace(ANSI, '');
    for (const { name, pattern } of PROBLEMS) {
      if (pattern.test(text)) {
        problems.push({ name, line: index + 1, text: text.trim() });
      }
    }
  });
  return problems;
}
