import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { inputKey, isUpToDate, recordRun } from './cache';

const OWNED = ['docs/reference/typescript-api'] as const;
const GENERATED = [
  { path: 'docs/reference/typescript-api/a.mdx', content: 'page a' },
  { path: 'docs/reference/typescript-api/sub/b.mdx', content: 'page b' },
];

describe('reference generation cache', () => {
  let root: string;
  const write = (rel: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), content);
  };

  /** A repository after a generation run: inputs, generated files and the run's record. */
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'reference-cache-'));
    write('package-lock.json', '{"lockfileVersion":3}');
    write('config/site.ts', 'export const sourceRepoUrl = "x";');
    write('tools/reference/cli.ts', 'main();');
    write('tools/markdown/read-page.ts', 'export {};');
    write('docs/guides/intro.mdx', '---\ntitle: Intro\n---\n\nText.');
    for (const file of GENERATED) write(file.path, file.content);
    recordRun(root, inputKey(root), GENERATED);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const upToDate = () => isUpToDate(root, OWNED, inputKey(root));

  it('keeps the files when nothing changed', () => {
    assert.equal(upToDate(), true);
  });

  it('regenerates when an input changes: the lock file, the front matter of an authored page, a new page, the generator code', () => {
    for (const [rel, content] of [
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['docs/guides/intro.mdx', '---\ntitle: Intro\nslug: /start\n---\n\nText.'],
      ['docs/guides/more.mdx', '# More'],
      ['tools/reference/render.ts', 'export {};'],
    ]) {
      write(rel, content);
      assert.equal(upToDate(), false, `after changing ${rel}`);
      recordRun(root, inputKey(root), GENERATED);
    }
  });

  it('keeps the files when only the text of an authored page or a generator test changed', () => {
    write('docs/guides/intro.mdx', '---\ntitle: Intro\n---\n\nOther text.');
    write('tools/reference/cli.test.ts', 'test();');
    assert.equal(upToDate(), true);
  });

  it('regenerates when a generated file was edited, deleted or joined by another', () => {
    write(GENERATED[0].path, 'edited');
    assert.equal(upToDate(), false);
    write(GENERATED[0].path, GENERATED[0].content);
    rmSync(path.join(root, GENERATED[1].path));
    assert.equal(upToDate(), false);
    write(GENERATED[1].path, GENERATED[1].content);
    write('docs/reference/typescript-api/stray.mdx', 'left over');
    assert.equal(upToDate(), false);
  });

  it('regenerates when no run was recorded', () => {
    rmSync(path.join(root, 'node_modules'), { recursive: true });
    assert.equal(upToDate(), false);
  });
});
