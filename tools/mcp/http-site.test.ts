import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { BuildFileNotFoundError, MissingBuildError, openDocsBuild } from './docs-build';
import { fileUrlOf, openDocsSite, routesOfSitemap, siteRootOf } from './http-site';
import { makeFixtureBuild } from './__fixtures__/fixture-build';
import { type ServedFolder, serveFolder } from './__fixtures__/serve-folder';

const bin = path.join(__dirname, 'bin.mjs');

describe('site URLs', () => {
  it('takes the origin of a site given at its root, and refuses a path, another scheme or no URL', () => {
    assert.equal(siteRootOf('https://docs.vendure.io'), 'https://docs.vendure.io');
    assert.equal(siteRootOf('https://docs.vendure.io/'), 'https://docs.vendure.io');
    assert.equal(siteRootOf('http://127.0.0.1:3000/?x=1#y'), 'http://127.0.0.1:3000');
    assert.throws(() => siteRootOf('https://example.com/docs'), (e: unknown) => e instanceof MissingBuildError && /not the root of a site.*https:\/\/example\.com\./.test(e.message));
    assert.throws(() => siteRootOf('file:///etc'), /not an http\(s\) URL/);
    assert.throws(() => siteRootOf('docs.vendure.io'), /is not a URL/);
  });

  it('keeps every file path on the site: `..` stops at the root, another host is refused', () => {
    const root = 'https://docs.vendure.io';
    assert.equal(fileUrlOf(root, 'guides/x.md'), `${root}/guides/x.md`);
    assert.equal(fileUrlOf(root, '/guides/x.md#a?b'), `${root}/guides/x.md`);
    assert.equal(fileUrlOf(root, '../../etc/passwd'), `${root}/etc/passwd`);
    assert.equal(fileUrlOf(root, '%2e%2e/%2e%2e/etc/passwd'), `${root}/etc/passwd`);
    for (const file of ['//evil.example/x', '\\\\evil.example\\x', '/\\evil.example/x', 'https://evil.example/x']) {
      assert.equal(new URL(fileUrlOf(root, file)).origin, root, file);
    }
  });

  it('reads the routes of a sitemap, whatever host it names', () => {
    const xml = '<urlset><url><loc>https://docs.vendure.io/</loc></url><url><loc>https://docs.vendure.io/guides/a/</loc></url><url><loc>https://docs.vendure.io/b?x=1&amp;y=2</loc></url></urlset>';
    assert.deepEqual(Array.from(routesOfSitemap(xml, 'http://127.0.0.1:1')), ['/', '/b', '/guides/a']);
  });
});

describe('openDocsSite over HTTP', () => {
  const fixture = makeFixtureBuild();
  let site: ServedFolder;
  before(async () => (site = await serveFolder(fixture.dir)));
  after(async () => {
    await site.close();
    fixture.remove();
  });

  it('reads what openDocsBuild reads from the folder: the same routes, manifest and search results', async () => {
    const remote = await openDocsSite(site.origin);
    const local = openDocsBuild(fixture.dir);
    assert.equal(remote.dir, site.origin);
    assert.deepEqual(Array.from(remote.routes), Array.from(local.routes));
    assert.deepEqual(remote.manifest, local.manifest);
    const request = { q: 'orders', query_by: 'content' };
    assert.deepEqual((await remote.search.rank(request)).ranked, (await local.search.rank(request)).ranked);
    const hits = (await remote.search.search({ q: 'orders' }, site.origin)).hits;
    assert.ok(hits.some((hit) => hit.url.startsWith(`${site.origin}/guides/core-concepts/orders`)), 'hits link to the site searched');
  });

  it('reads a text file once, then from memory', async () => {
    const remote = await openDocsSite(site.origin);
    const file = 'guides/core-concepts/orders.md';
    const expected = readFileSync(path.join(fixture.dir, file), 'utf8');
    const before = site.requests.length;
    assert.equal(await remote.readText(file), expected);
    assert.equal(await remote.readText(`/${file}`), expected);
    assert.deepEqual(site.requests.slice(before), [`/${file}`]);
  });

  it('rejects a missing file, or one outside the site, as the folder reader does', async () => {
    const remote = await openDocsSite(site.origin);
    for (const file of ['graphql/none.graphql', '../../../etc/passwd', '//evil.example/x.md']) {
      await assert.rejects(remote.readText(file), (error: unknown) => error instanceof BuildFileNotFoundError && error.file === file, file);
    }
    assert.ok(!site.requests.some((request) => request.includes('..')), 'no request climbs above the root');
  });

  it('says a site is no docs build when it lacks the index or the sitemap, and names a site it cannot reach', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-site-'));
    const other = await serveFolder(empty);
    try {
      await assert.rejects(openDocsSite(other.origin), (e: unknown) => e instanceof MissingBuildError && /has no embedded search index \(search\/manifest\.json\)/.test(e.message));
    } finally {
      await other.close();
      rmSync(empty, { recursive: true, force: true });
    }
    await assert.rejects(openDocsSite(other.origin), /^Error: Could not fetch http:\/\/127\.0\.0\.1:\d+\/(search\/manifest\.json|sitemap\.xml): /);
  });

  it('serves the tools over stdio with --site, linking to the site it read', async () => {
    const client = new Client({ name: 'vendure-docs-mcp-test', version: '0.0.0' });
    let stderr = '';
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin, '--site', site.origin], stderr: 'pipe' });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await client.connect(transport);
    try {
      assert.match(stderr, new RegExp(`serving 5 pages of ${site.origin} over stdio`));
      const { tools } = await client.listTools();
      assert.ok(['read_page', 'search_docs'].every((name) => tools.some((tool) => tool.name === name)));
      const search = (await client.callTool({ name: 'search_docs', arguments: { query: 'orders' } })) as CallToolResult;
      const first = (search.structuredContent as { results: { url: string; markdownUrl: string }[] }).results[0];
      assert.equal(first.markdownUrl, `${site.origin}/guides/core-concepts/orders.md`);
      const page = (await client.callTool({ name: 'read_page', arguments: { url: first.markdownUrl } })) as CallToolResult;
      assert.equal(page.isError, undefined);
      assert.match(page.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n'), /^# Orders\n/m);
    } finally {
      await client.close();
    }
  });
});
