import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { siteUrl } from '../../config/site';
import { type DocsBuild, openDocsBuild } from './docs-build';
import { writeGraphqlSchemas } from './__fixtures__/graphql-schemas';
import { MAX_BODY_BYTES, MCP_PATH, type McpHttpService, startMcpHttpService } from './http-server';
import { makeFixtureBuild } from './__fixtures__/fixture-build';

/** What a Streamable HTTP client sends with every POST. */
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

/** Paths that would name files above the build folder if the server joined them to it unchecked. */
export const CLIMBING_URLS = ['/../../README', '../README.md', '/..%2F..%2FREADME', '%2e%2e/%2e%2e/README', '/guides/../../../../etc/passwd', 'file:///etc/passwd'];

/** A JSON-RPC error body, as the MCP transport and the service send for refused requests. */
export function assertJsonRpcError(body: unknown, code: number | RegExp = /./, message: RegExp = /./): void {
  const error = (body as { jsonrpc: string; error?: { code: number; message: string } }).error;
  assert.equal((body as { jsonrpc: string }).jsonrpc, '2.0');
  assert.ok(error, `a JSON-RPC error: ${JSON.stringify(body)}`);
  if (typeof code === 'number') assert.equal(error.code, code);
  assert.match(error.message, message);
}

describe('the hosted MCP service (Streamable HTTP, stateless)', () => {
  const fixture = makeFixtureBuild();
  let service: McpHttpService;
  let endpoint: URL;
  /** Files the build was asked for, in order. */
  const reads: string[] = [];
  before(async () => {
    await writeGraphqlSchemas(fixture.dir);
    const build = openDocsBuild(fixture.dir);
    const counted: DocsBuild = { ...build, readText: (file) => (reads.push(file), build.readText(file)) };
    service = await startMcpHttpService(counted, siteUrl);
    endpoint = new URL(MCP_PATH, service.origin);
  });
  after(async () => {
    await service.close();
    fixture.remove();
  });

  const connect = async () => {
    const client = new Client({ name: 'vendure-docs-mcp-http-test', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint));
    return client;
  };
  const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  const post = (body: string, headers: Record<string, string> = HEADERS) => fetch(endpoint, { method: 'POST', headers, body });

  it('answers the SDK client: its tools, a search and a page, with no session', async () => {
    const client = await connect();
    try {
      assert.equal(client.getServerVersion()?.name, 'vendure-docs');
      const { tools } = await client.listTools();
      assert.ok(['read_page', 'search_docs'].every((name) => tools.some((tool) => tool.name === name)));
      const search = (await client.callTool({ name: 'search_docs', arguments: { query: 'orders' } })) as CallToolResult;
      assert.equal(search.isError, undefined);
      assert.match(textOf(search), /^2 results for "orders"/);
      const page = (await client.callTool({ name: 'read_page', arguments: { url: '/user-guide/catalog' } })) as CallToolResult;
      assert.equal(page.isError, undefined);
      assert.match(textOf(page), /^# Catalog/m);
    } finally {
      await client.close();
    }
    const initialize = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } }));
    assert.equal(initialize.status, 200);
    assert.equal(initialize.headers.get('mcp-session-id'), null, 'stateless: no session');
    assert.match(initialize.headers.get('content-type') ?? '', /^application\/json/);
  });

  it('reads the GraphQL schemas once for all requests, though each request gets a server of its own', async () => {
    for (const [name, args] of [
      ['graphql_schema', { api: 'shop', name: 'addItemToOrder' }],
      ['validate_graphql', { api: 'admin', query: '{ products { totalItems } }' }],
      ['validate_graphql', { api: 'shop', query: '{ activeOrder { id } }' }],
    ] as const) {
      const client = await connect();
      try {
        const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
        assert.equal(result.isError, undefined, textOf(result));
      } finally {
        await client.close();
      }
    }
    assert.deepEqual(reads.filter((file) => file.endsWith('.graphql')).sort(), ['graphql/admin.graphql', 'graphql/shop.graphql']);
  });

  it('never reads a file outside the build, whatever path read_page is given', async () => {
    const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8').slice(0, 40);
    const client = await connect();
    try {
      for (const url of CLIMBING_URLS) {
        const result = (await client.callTool({ name: 'read_page', arguments: { url } })) as CallToolResult;
        assert.equal(result.isError, true, url);
        assert.ok(!textOf(result).includes(readme) && !textOf(result).includes('root:'), url);
      }
    } finally {
      await client.close();
    }
  });

  it('refuses bad requests with a JSON-RPC error and an HTTP status, and keeps answering', async () => {
    const cases: [Promise<Response>, number, number | RegExp, RegExp][] = [
      [post('{"jsonrpc": "2.0", "id": 1, "method": '), 400, -32700, /Parse error/],
      [post('{"hello": "world"}'), 400, -32700, /Invalid JSON-RPC message/],
      [post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', pad: 'x'.repeat(MAX_BODY_BYTES) })), 413, -32000, /Payload Too Large/],
      [post('{}', { 'Content-Type': 'text/plain', Accept: HEADERS.Accept }), 415, -32000, /Content-Type must be application\/json/],
      [fetch(endpoint, { headers: { Accept: 'text/event-stream' } }), 405, -32000, /answers POST only/],
      [fetch(endpoint, { method: 'DELETE' }), 405, -32000, /answers POST only/],
      [fetch(new URL('/sse', service.origin)), 404, -32000, /the MCP endpoint is \/mcp/],
    ];
    for (const [sent, status, code, message] of cases) {
      const response = await sent;
      assert.equal(response.status, status, String(message));
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
      assertJsonRpcError(await response.json(), code, message);
    }
    const unknownMethod = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/delete', params: {} }));
    assertJsonRpcError(await unknownMethod.json(), -32601, /Method not found/);

    const client = await connect();
    try {
      const unknownTool = (await client.callTool({ name: 'delete_docs', arguments: {} })) as CallToolResult;
      assert.equal(unknownTool.isError, true);
      assert.match(textOf(unknownTool), /Tool delete_docs not found/);
      const badInput = (await client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(600) } })) as CallToolResult;
      assert.equal(badInput.isError, true);
      assert.match(textOf(badInput), /query is longer than 500 characters/);
      const still = (await client.callTool({ name: 'search_docs', arguments: { query: 'installation' } })) as CallToolResult;
      assert.match(textOf(still), /1\. Installation/);
    } finally {
      await client.close();
    }
  });
});
