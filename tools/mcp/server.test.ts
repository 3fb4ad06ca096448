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
import { writeGraphqlSchemas } from './__fixtures__/graphql-schemas';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

/** The file package.json's `bin` names: the test runs what `npx vendure-docs-mcp` runs. */
const root = path.resolve(__dirname, '../..');
const bin = path.join(root, (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['vendure-docs-mcp']);

describe('vendure-docs-mcp over stdio', () => {
  const fixture = makeFixtureBuild();
  const client = new Client({ name: 'vendure-docs-mcp-test', version: '0.0.0' });
  let stderr = '';

  before(async () => {
    // The schemas the site build publishes, as the production build's step writes them.
    await writeGraphqlSchemas(fixture.dir);
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
    assert.match(client.getInstructions() ?? '', /search_docs.*read_page.*graphql_schema.*validate_graphql/);
    assert.match(stderr, /serving 5 pages of .* over stdio/);
  });

  it('lists the four tools with their input schemas', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['graphql_schema', 'read_page', 'search_docs', 'validate_graphql']);
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
    assert.deepEqual(Object.keys(read.inputSchema.properties ?? {}), ['url', 'anchor']);
    assert.equal(read.inputSchema.additionalProperties, false);
    const schema = tools.find((t) => t.name === 'graphql_schema')!;
    assert.deepEqual(schema.inputSchema.required, ['api', 'name']);
    assert.deepEqual((schema.inputSchema.properties?.api as { enum: string[] }).enum, ['shop', 'admin']);
    const validate = tools.find((t) => t.name === 'validate_graphql')!;
    assert.deepEqual(validate.inputSchema.required, ['api', 'query']);
    assert.deepEqual(Object.keys(validate.inputSchema.properties ?? {}), ['api', 'query', 'variables', 'operationName']);
    assert.ok(validate.outputSchema, 'validation results are also structured');
    for (const tool of tools) assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
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

  it('read_page returns the Markdown of the page a URL names, or of the section its anchor names', async () => {
    const markdown = readFileSync(path.join(fixture.dir, 'guides/core-concepts/orders.md'), 'utf8');
    for (const url of [`${siteUrl}/guides/core-concepts/orders`, '/guides/core-concepts/orders/', 'guides/core-concepts/orders.md']) {
      const result = await call('read_page', { url });
      assert.equal(result.isError, undefined);
      assert.deepEqual(result.content, [{ type: 'text', text: markdown }]);
    }
    const section = markdown.slice(markdown.indexOf('## Order states'));
    for (const args of [{ url: `${siteUrl}/guides/core-concepts/orders#order-states` }, { url: '/guides/core-concepts/orders', anchor: 'order-states' }]) {
      const result = await call('read_page', args);
      assert.equal(result.isError, undefined);
      assert.match(textOf(result), new RegExp(`^The section "Order states" of ${siteUrl}/guides/core-concepts/orders#order-states \\(\\d\\.\\d KB of the page's \\d\\.\\d KB\\); read_page without an anchor`));
      assert.deepEqual(result.content[1], { type: 'text', text: section });
    }
  });

  it('graphql_schema describes an item of the Shop or Admin API with its reference URL', async () => {
    const result = await call('graphql_schema', { api: 'shop', name: 'addItemToOrder' });
    assert.equal(result.isError, undefined);
    assert.match(textOf(result), new RegExp(`^# mutation addItemToOrder\nMutation of the Shop API of Vendure \\d+\\.\\d+\\.\\d+\\. Reference: ${siteUrl}/reference/graphql-api/shop/mutations#additemtoorder\n`));
    assert.match(textOf(await call('graphql_schema', { api: 'admin', name: 'Product.channels' })), /^# Product\.channels\n/);
  });

  it('validate_graphql reports each error with its place and a suggestion, and warnings', async () => {
    const result = await call('validate_graphql', { api: 'admin', query: 'query {\n  activeOrder { id }\n}' });
    assert.equal(result.isError, undefined, 'an invalid operation is a result, not a failed call');
    assert.match(textOf(result), /^Not valid against the Admin API of Vendure [\d.]+: 1 error\.\n\nErrors \(line:column\):\n1\. 2:3 Cannot query field "activeOrder" on type "Query"\.\n {3}Suggestion: `activeOrder` is a query of the Shop API only/);
    assert.deepEqual((result.structuredContent as { valid: boolean }).valid, false);
    const warned = await call('validate_graphql', {
      api: 'shop',
      query: 'mutation Add($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id } } }',
      variables: { id: '1' },
    });
    assert.match(textOf(warned), /^Valid against the Shop API of Vendure [\d.]+, with 1 warning\.\n\nWarnings:\n1\. 1:26 addItemToOrder returns UpdateOrderItemsResult/);
    assert.match(textOf(await call('validate_graphql', { api: 'shop', query: 'query Q($id: ID!) { product(id: $id) { id } }', variables: '{}' })), /Variable "\$id" of required type "ID!" was not provided\./);
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
    await refuses('read_page', { url: '/guides/core-concepts/orders#states' }, /has no anchor #states\. Its sections have 1 anchor; the closest:\n- #order-states \(Order states\)/);
    await refuses('graphql_schema', { api: 'shop', name: 'Prodct' }, /^Prodct is not in the Shop API, nor in the Admin API\. Did you mean "Product"/);
    await refuses('graphql_schema', { api: 'storefront', name: 'Product' }, /api must be "shop"/);
    await refuses('graphql_schema', { api: 'shop' }, /name is required/);
    await refuses('validate_graphql', { api: 'shop', query: '{ activeOrder { id } }', variables: 'id=1' }, /^variables is not valid JSON/);
    await refuses('validate_graphql', { api: 'shop', query: 'x'.repeat(60_000) }, /query is longer than 50000 characters/);
    await refuses('validate_graphql', { api: 'shop' }, /query is required/);
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
