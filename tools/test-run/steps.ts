import type { Step } from './schedule';

const npmRun = (script: string, ...args: string[]): string[] => ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];

/**
 * `npm test`, as steps and what each needs first. On two cores the plan runs
 * as two lanes: the builds (generate, the test build, the hosted-search build)
 * beside the checks that need no build (types, unit tests, samples, content),
 * then the browser tests alone. Two Docusaurus builds never overlap: they
 * share `.docusaurus/` and the bundler's cache.
 */
export const TEST_STEPS: Step[] = [
  // check:run's sample server and the types of tools/run-samples come from the screenshot tool's own install.
  { name: 'tools install', command: ['npx', 'tsx', 'tools/screenshots/ensure-install.ts'] },
  { name: 'generate', command: npmRun('generate') },
  // Longest first, so the two lanes end close together (times alone on this machine: check:run 151 s,
  // the test build 72 s (the bench's, reference kept), test:unit 44 s, tsc 35 s, check:samples 26 s, the hosted build 13 s: a few pages only).
  { name: 'build:test', command: npmRun('build:test'), after: ['generate'], uses: 'docusaurus' },
  { name: 'check:run', command: npmRun('check:run'), after: ['tools install', 'generate'] },
  { name: 'test:unit', command: npmRun('test:unit'), after: ['tools install'] },
  { name: 'build:hosted', command: npmRun('build:hosted'), after: ['generate'], uses: 'docusaurus' },
  // `npm run typecheck` checks the install again (a hash comparison) before tsc, so it stays one command for people and the plan.
  { name: 'typecheck', command: npmRun('typecheck'), after: ['tools install'] },
  { name: 'check:samples', command: npmRun('check:samples'), after: ['generate'] },
  { name: 'lint:content', command: npmRun('lint:content'), after: ['generate'] },
  { name: 'test:build-log', command: npmRun('test:build-log'), after: ['build:test'] },
  { name: 'search:eval', command: npmRun('search:eval', '--check'), after: ['build:test'] },
  { name: 'test:e2e', command: npmRun('test:e2e'), after: ['build:test', 'build:hosted'], alone: true },
];
