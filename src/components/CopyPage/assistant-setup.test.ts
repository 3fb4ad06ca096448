import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assistantSetups, MCP_PATH, mcpEndpointOf } from './assistant-setup';

describe('assistantSetups', () => {
  const site = 'https://docs.vendure.io';

  it('names the site’s MCP endpoint, with or without a trailing slash on the site', () => {
    assert.equal(mcpEndpointOf(site), 'https://docs.vendure.io/mcp');
    assert.equal(mcpEndpointOf(`${site}/`), 'https://docs.vendure.io/mcp');
    assert.equal(MCP_PATH, '/mcp');
  });

  it('gives Claude Code a command, and Cursor and VS Code their files’ JSON', () => {
    const [claude, cursor, vscode] = assistantSetups(site);
    assert.equal(claude.snippet, 'claude mcp add --transport http vendure-docs https://docs.vendure.io/mcp');
    assert.deepEqual(JSON.parse(cursor.snippet), { mcpServers: { 'vendure-docs': { url: 'https://docs.vendure.io/mcp' } } });
    assert.equal(cursor.file, '.cursor/mcp.json');
    assert.deepEqual(JSON.parse(vscode.snippet), { servers: { 'vendure-docs': { type: 'http', url: 'https://docs.vendure.io/mcp' } } });
    assert.equal(vscode.file, '.vscode/mcp.json');
  });
});
