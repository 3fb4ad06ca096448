import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { makeFixtureBuild } from './__fixtures__/fixture-build';
import { type ServedFolder, serveFolder } from './__fixtures__/serve-folder';

interface PackageJson {
  name: string;
  version: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const mcpPackage = readJson<PackageJson>(path.join(__dirname, 'package.json'));
const rootPackage = readJson<PackageJson>(path.join(__dirname, '../../package.json'));
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });

describe('the vendure-docs-mcp package', () => {
  it('depends on the versions the site is tested with', () => {
    for (const [name, version] of Object.entries(mcpPackage.dependencies)) {
      assert.equal(version, rootPackage.dependencies[name], `${name}: the package's version is the site's`);
    }
  });

  describe('packed, installed in an empty folder and run against a served site', { timeout: 240_000 }, () => {
    const fixture = makeFixtureBuild();
    const work = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-package-'));
    const install = path.join(work, 'install');
    let site: ServedFolder;
    let files: string[];
    let client: Client;
    let stderr = '';

    before(async () => {
      // npm pack runs the package's prepack (the bundle); the tarball goes to a folder outside the repository.
      const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], __dirname)) as { filename: string; files: { path: string }[] }[];
      files = packed.files.map((file) => file.path).sort();
      execFileSync('mkdir', ['-p', install]);
      // Outside the repository, so nothing resolves from its node_modules: the tarball and its declared dependencies only.
      npm(['install', '--prefer-offline', '--no-audit', '--no-fund', '--omit=dev', path.join(work, packed.filename)], install);
      site = await serveFolder(fixture.dir);
      const transport = new StdioClientTransport({ command: path.join(install, 'node_modules/.bin/vendure-docs-mcp'), args: ['--site', site.origin], cwd: install, stderr: 'pipe' });
      transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      client = new Client({ name: 'vendure-docs-mcp-package-test', version: '0.0.0' });
      await client.connect(transport);
    });
    after(async () => {
      await client?.close();
      await site?.close();
      fixture.remove();
      rmSync(work, { recursive: true, force: true });
    });

    it('holds the bundle, its licenses and package.json, and no source', () => {
      assert.deepEqual(files, ['dist/vendure-docs-mcp.LICENSES.txt', 'dist/vendure-docs-mcp.js', 'package.json']);
      assert.ok(existsSync(path.join(install, 'node_modules', mcpPackage.name, mcpPackage.bin['vendure-docs-mcp'])));
    });

    it('serves the site over stdio: its tools, a search, a page', async () => {
      assert.match(stderr, new RegExp(`serving 5 pages of ${site.origin} over stdio`));
      assert.equal(client.getServerVersion()?.version, mcpPackage.version);
      const { tools } = await client.listTools();
      assert.ok(['read_page', 'search_docs'].every((name) => tools.some((tool) => tool.name === name)), tools.map((t) => t.name).join());
      const search = (await client.callTool({ name: 'search_docs', arguments: { query: 'installation' } })) as CallToolResult;
      const [first] = (search.structuredContent as { results: { url: string }[] }).results;
      assert.equal(first.url, `${site.origin}/guides/getting-started/installation`);
      const page = (await client.callTool({ name: 'read_page', arguments: { url: first.url } })) as CallToolResult;
      assert.equal(page.isError, undefined);
      const text = page.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
      assert.equal(text, readFileSync(path.join(fixture.dir, 'guides/getting-started/installation.md'), 'utf8'));
      assert.ok(site.requests.includes('/guides/getting-started/installation.md'), 'the page came from the site');
    });
  });
});
