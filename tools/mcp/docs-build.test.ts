import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { markdownFileOf, MissingBuildError, openDocsBuild } from './docs-build';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

describe('openDocsBuild', () => {
  const fixture = makeFixtureBuild();
  after(fixture.remove);

  it('lists the routes that have Markdown, the home page as /', () => {
    const build = openDocsBuild(fixture.dir);
    assert.deepEqual(Array.from(build.routes), [
      '/',
      '/guides/core-concepts/orders',
      '/guides/getting-started/installation',
      '/reference/typescript-api/entities/product',
      '/user-guide/catalog',
    ]);
    assert.equal(build.index.pages.length, 5);
    assert.equal(build.search(), build.search(), 'the searchable index is built once');
  });

  it('maps routes to their Markdown files', () => {
    assert.equal(markdownFileOf('/b', '/'), path.join('/b', 'index.md'));
    assert.equal(markdownFileOf('/b', '/user-guide/catalog'), path.join('/b', 'user-guide/catalog.md'));
  });

  it('says what is missing, and what to run, when the folder is no usable build', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-empty-'));
    after(() => rmSync(empty, { recursive: true, force: true }));
    const fails = (dir: string, pattern: RegExp) =>
      assert.throws(() => openDocsBuild(dir), (error: unknown) => error instanceof MissingBuildError && pattern.test(error.message) && /npm run build/.test(error.message));
    fails(path.join(empty, 'nowhere'), /^No docs build at .*nowhere: run `npm run build`/);
    fails(empty, /has no embedded search index \(search\/embedded-index\.json\).*no TYPESENSE_\* variable/);
    mkdirSync(path.join(empty, 'search'));
    writeFileSync(path.join(empty, 'search/embedded-index.json'), '{"format":1,"pages":[],"entries":[]}');
    fails(empty, /has no Markdown pages/);
  });
});
