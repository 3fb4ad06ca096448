import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { EmbeddedSearch } from '../../src/search/query';
import { BuildFileNotFoundError, markdownFileOf, MissingBuildError, openDocsBuild } from './docs-build';
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
    assert.equal(build.manifest.pages.length, 5);
  });

  it('searches with the site engine, over the manifest it read', async () => {
    const build = openDocsBuild(fixture.dir);
    assert.ok(build.search instanceof EmbeddedSearch);
    assert.equal(await build.search.manifest(), build.manifest, 'sections and ranking read one manifest');
    assert.equal((await build.search.rank({ q: 'orders' })).ranked.length, 2);
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
    fails(empty, /has no embedded search index \(search\/manifest\.json\): it is not a production build.*no TYPESENSE_\* variable/);
    mkdirSync(path.join(empty, 'search'));
    writeFileSync(path.join(empty, 'search/embedded-index.json'), '{"format":1,"pages":[],"entries":[]}');
    fails(empty, /has no embedded search index \(search\/manifest\.json\): it was built by an older version of the site \(search\/embedded-index\.json\)/);
    writeFileSync(path.join(empty, 'search/manifest.json'), '{"format":2,"data":"x","shards":[""],"groups":[],"pages":[]}');
    fails(empty, /has no Markdown pages/);
  });

  it('leaves the index format to the engine, which names it', async () => {
    const old = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-old-'));
    after(() => rmSync(old, { recursive: true, force: true }));
    mkdirSync(path.join(old, 'search'));
    writeFileSync(path.join(old, 'index.md'), '# Home\n');
    writeFileSync(path.join(old, 'search/manifest.json'), '{"format":3}');
    await assert.rejects(openDocsBuild(old).search.manifest(), /Search index format 3 is not the format 2 this search code reads/);
  });

  it('says to restart when the build is rebuilt under a running server', async () => {
    const copy = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-rebuilt-'));
    after(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(fixture.dir, copy, { recursive: true });
    const build = openDocsBuild(copy);
    rmSync(path.join(copy, 'search', build.manifest.data), { recursive: true });
    await assert.rejects(build.search.rank({ q: 'orders' }), new RegExp(`${copy} changed after the server started \\(search/${build.manifest.data}/t0\\.json is gone\\): restart the server`));
  });
});

describe('DocsBuild.readText', () => {
  const fixture = makeFixtureBuild();
  after(fixture.remove);
  const build = openDocsBuild(fixture.dir);
  const missing = (file: string) => (error: unknown) => error instanceof BuildFileNotFoundError && error.file === file;

  it('reads a file by its path from the site root, with or without the leading slash', async () => {
    const orders = await build.readText('guides/core-concepts/orders.md');
    assert.match(orders, /^# Orders/);
    assert.equal(await build.readText('/guides/core-concepts/orders.md'), orders);
  });

  it('refuses a missing file, a folder, and any path out of the build folder', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-outside-'));
    after(() => rmSync(outside, { recursive: true, force: true }));
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    symlinkSync(outside, path.join(fixture.dir, 'linked'));
    for (const file of ['graphql/none.graphql', 'guides', '../package.json', '/../../etc/hostname', '%2e%2e/x', 'linked/secret.txt', '%zz']) {
      await assert.rejects(build.readText(file), missing(file), file);
    }
  });
});
