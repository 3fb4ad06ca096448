import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { Globby } from '@docusaurus/utils';
import { DEFAULT_OPTIONS } from '@docusaurus/plugin-content-docs/lib/options.js';
import sidebars from '../sidebars';
import { BENCH_DOUBLE_DIR, benchDoubleSidebars, docsExclude } from './bench-double';
import { docs } from './docs';

/** The files the docs plugin would load from `docs`, found the way it finds them (its include, our exclude). */
async function docsFiles(withBenchDouble: boolean): Promise<string[]> {
  const docs = mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  for (const file of ['guides/a.mdx', `${BENCH_DOUBLE_DIR}/guides/a.mdx`, `${BENCH_DOUBLE_DIR}/reference/b.md`, 'guides/_partial.mdx']) {
    mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    writeFileSync(path.join(docs, file), '# Page\n');
  }
  return (await Globby(DEFAULT_OPTIONS.include, { cwd: docs, ignore: docsExclude(withBenchDouble) })).sort();
}

describe('the growth bench fixture', () => {
  it('never reaches a normal build, even when a bench left it on disk', async () => {
    assert.deepEqual(await docsFiles(false), ['guides/a.mdx']);
    assert.deepEqual(benchDoubleSidebars(false), {});
  });

  it("is left out of the site's own config unless DOCS_BENCH_DOUBLE=true", { skip: process.env.DOCS_BENCH_DOUBLE === 'true' }, () => {
    assert.deepEqual(docs.exclude, docsExclude(false));
    assert.deepEqual(Object.keys(sidebars), ['learn', 'reference', 'userGuide']);
  });

  it('is built, with a sidebar per section, when asked for', async () => {
    assert.deepEqual(await docsFiles(true), [`${BENCH_DOUBLE_DIR}/guides/a.mdx`, `${BENCH_DOUBLE_DIR}/reference/b.md`, 'guides/a.mdx']);
    assert.deepEqual(Object.keys(benchDoubleSidebars(true)), ['benchLearn', 'benchReference', 'benchUserGuide']);
  });

  it('is ignored by git', () => {
    const root = path.resolve(__dirname, '..');
    assert.equal(execFileSync('git', ['check-ignore', `docs/${BENCH_DOUBLE_DIR}/reference/index.mdx`], { cwd: root, encoding: 'utf8' }).trim(), `docs/${BENCH_DOUBLE_DIR}/reference/index.mdx`);
  });
});
