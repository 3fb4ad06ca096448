import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ChildEnd, ConsoleShare, runInShare } from './console-share';

/**
 * `npm run test:unit [-- file…]`: every `*.test.ts` under config, deploy, plugins, src and tools, in one Node process
 * per core, each importing its share of the files. `node --test` starts a process per file: with 120 files, loading
 * tsx and each file's imports again took half of the unit tests' time (92 s against 43 s on two cores). The files
 * share their process, so a test file must leave no global state behind (environment, working directory, mocks).
 */
const root = path.resolve(__dirname, '../..');
const FOLDERS = ['config', 'deploy', 'plugins', 'src', 'tools'];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const given = process.argv.slice(2).map((file) => path.resolve(file));
const files = (given.length ? given : FOLDERS.flatMap((folder) => testFiles(path.join(root, folder)))).sort();
const processes = Math.min(availableParallelism(), files.length);
const groups = Array.from({ length: processes }, (_, g) => files.filter((_, i) => i % processes === g));
const share = new ConsoleShare((text) => process.stdout.write(text));

function runGroup(group: string[], name: string): Promise<boolean> {
  // Static imports: every file loads before the first test starts. Awaited one by one, a file's imports loaded while
  // the tests of the files before it ran, and blocked them: a test's request to its own local server timed out.
  const imports = group.map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};`).join('\n');
  const command = [process.execPath, '--import', 'tsx', '--input-type=module', '--eval', imports];
  const footer = ({ ok, why }: ChildEnd) => `${ok ? '✔' : '✘'} unit tests, ${name}: ${why}\n`;
  return runInShare(share, name, `\n▶ unit tests, ${name}: ${group.length} files\n`, command, { cwd: root }, footer).then(({ ok }) => ok);
}

Promise.all(groups.map((group, g) => runGroup(group, `process ${g + 1} of ${groups.length}`))).then((results) => {
  process.exitCode = results.every(Boolean) ? 0 : 1;
});
