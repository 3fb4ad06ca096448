import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { siteUrl } from '../../config/site';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

/** The file package.json's `bin` names: the test runs what `npx vendure-docs-mcp` runs. */
const root = path.resolve(__dirname, '../..');
const bin = path.join(root, (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['vendure-docs-mcp']);

describe('vendure-docs-mcp over stdio', () => {
  const fixture = makeFixtureBuild();
  const client = new Client({ name: 'vendure-docs-mcp-test', version: '0.0.0' });
  let stderr = '';

  before(async () => {
    const transport = new StdioClientTransport({ command: process.execPath, args: [bin], env: { VENDURE_DOCS_BUILD: fixture.dir }, stderr: 'pipe' });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await client.connect(transport);
  });
  after(async () => {
    await client.close();
    fixture.remove();
  });

  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
  const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  /** An error result, never a protocol error or a crash, whose text matches. */
  const refuses = async (name: string, args: Record<string, unknown>, pattern: RegExp) => {
    const result = await call(name, args);
    assert.equal(result.isError, true, JSON.stringify(args));
    assert.match(textOf(result), pattern, JSON.stringify(args));
  };

  it('introduces itself, and logs only to stderr', () => {
    assert.equal(client.getServerVersion()?.name, 'vendure-docs');
    assert.match(client.getInstructions() ?? '', /search_docs.*read_page/);
    assert.match(stderr, /serving 5 pages of .* over stdio/);
  });

  it('lists both tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['read_page', 'search_docs']);
    const search = tools.find((t) => t.name === 'search_docs')!;
    assert.deepEqual(search.inputSchema.required, ['query']);
    assert.deepEqual(Object.keys(search.inputSchema.properties ?? {}), ['query', 'section', 'limit']);
    assert.deepEqual(search.inputSchema.properties?.limit, {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      description: 'How many results to return, 1 to 50 (default 10).',
    });
    assert.match(search.description ?? '', /Learn: Core concepts, Getting started; Reference: TypeScript API; User Guide: Catalog/);
    assert.equal(search.annotations?.readOnlyHint, true);
    assert.ok(search.outputSchema, 'search results are also structured');
    const read = tools.find((t) => t.name === 'read_page')!;
    assert.deepEqual(read.inputSchema.required, ['url']);
    assert.equal(read.inputSchema.additionalProperties, false);
  });

  it('search_docs finds a known page first, with its URLs', async () => {
    const result = await call('search_docs', { query: 'orders' });
    assert.equal(result.isError, undefined);
    const first = (result.structuredContent as { results: { url: string; markdownUrl: string }[] }).results[0];
    assert.deepEqual(first.url, `${siteUrl}/guides/core-concepts/orders`);
    assert.deepEqual(first.markdownUrl, `${siteUrl}/guides/core-concepts/orders.md`);
    assert.match(textOf(result), /^2 results for "orders"\.\n\n1\. Orders \(Learn › Core concepts\)\n/);
    const inSection = await call('search_docs', { query: 'vendure', section: 'Learn', limit: 1 });
    assert.match(textOf(inSection), /^2 results for "vendure" in Learn; the first 1 are listed\.\n\n1\. (Installation|Orders) \(Learn › (Getting started|Core concepts)\)\n/);
    const inSubsection = await call('search_docs', { query: 'product', section: 'catalog' });
    assert.match(textOf(inSubsection), /^1 result for "product" in Catalog\.\n\n1\. Catalog › Products \(User Guide\)/);
  });

  it('read_page returns the Markdown of the page a URL names', async () => {
    const markdown = readFileSync(path.join(fixture.dir, 'guides/core-concepts/orders.md'), 'utf8');
    for (const url of [`${siteUrl}/guides/core-concepts/orders#order-states`, '/guides/core-concepts/orders/', 'guides/core-concepts/orders.md']) {
      const result = await call('read_page', { url });
      assert.equal(result.isError, undefined);
      assert.deepEqual(result.content, [{ type: 'text', text: markdown }]);
    }
  });

  it('answers bad input with an error result that says what to send, and keeps answering', async () => {
    await refuses('search_docs', { query: '' }, /query is empty: pass a few words to search for/);
    await refuses('search_docs', { query: '   ' }, /query is empty: pass a few words to search for/);
    await refuses('search_docs', {}, /query is required/);
    await refuses('search_docs', { query: 'x '.repeat(400) }, /query is longer than 500 characters/);
    for (const limit of [0, 51, 1000, 2.5, '10']) await refuses('search_docs', { query: 'orders', limit }, /limit must be a whole number from 1 to 50/);
    await refuses('search_docs', { query: 'orders', section: 'Guides' }, /^Unknown section "Guides"\. A section is a sidebar \(Learn, Reference, User Guide\)/);
    await refuses('search_docs', { query: 'orders', limt: 3 }, /Unrecognized key: "limt"/);
    await refuses('read_page', { url: '/guides/orders' }, /^No page at https:\/\/docs\.vendure\.io\/guides\/orders\. The closest routes are:\n- \/guides\/core-concepts\/orders\n/);
    await refuses('read_page', { url: 'https://github.com/vendurehq/vendure' }, /^https:\/\/github\.com is another site/);
    await refuses('read_page', { url: ' ' }, /^url is empty/);
    await refuses('read_page', { url: `/${'a'.repeat(3000)}` }, /url is longer than 2000 characters/);
    await refuses('read_page', {}, /url is required/);
    await refuses('delete_docs', {}, /Tool delete_docs not found/);

    const after = await call('search_docs', { query: 'installation' });
    assert.equal(after.isError, undefined);
    assert.match(textOf(after), /1\. Installation/);
  });
});

describe('vendure-docs-mcp without a build', () => {
  it('exits with status 1 and says what to run', () => {
    const run = spawnSync(process.execPath, [bin, '--build', path.join(__dirname, 'no-such-build')], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '', 'stdout is the protocol channel');
    assert.match(run.stderr, /^vendure-docs-mcp: No docs build at .*no-such-build: run `npm run build`/);
  });

  it('exits with status 1 when the engine cannot read the index', () => {
    const old = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-format-'));
    after(() => rmSync(old, { recursive: true, force: true }));
    mkdirSync(path.join(old, 'search'));
    writeFileSync(path.join(old, 'index.md'), '# Home\n');
    writeFileSync(path.join(old, 'search/manifest.json'), '{"format":3}');
    const run = spawnSync(process.execPath, [bin, '--build', old], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /^vendure-docs-mcp: .*: Search index format 3 is not the format 2 this search code reads.* To fix: run `npm run build`/);
  });

  it('exits with status 2 on an unknown option', () => {
    const run = spawnSync(process.execPath, [bin, '--bild', 'x'], { encoding: 'utf8' });
    assert.equal(run.status, 2);
    assert.match(run.stderr, /unknown argument --bild\n\nUsage: vendure-docs-mcp/);
  });
});
