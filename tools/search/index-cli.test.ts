import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { STOP_WORDS } from '../../src/search/language/stop-words';
import { runIndexCli } from './index-cli';
import { type TypesenseStandIn, startTypesenseStandIn } from './typesense/__fixtures__/typesense-stand-in';
import { synonymRules } from './typesense/vocabulary';

const ADMIN_KEY = 'the-right-admin-key-4b1d';
const T0 = 1_700_000_000_000;
/** A minute later: the second run's collection is `vendure-docs_1700000060`. */
const T1 = T0 + 60_000;

const INSTALL_PAGE = `<!doctype html><html lang="en"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav class="navbar"><a class="navbar__link navbar__link--active" href="/guides/install">Learn</a></nav>
<main><article><header><h1>Installation</h1></header><p>Install Vendure with one command.</p>
<h2 id="requirements">Requirements</h2><p>Node.js 20 or later.</p></article></main></body></html>`;

/** A two-page build: the extractor's fixture page and a small install page (plus a 404 page, which is skipped). */
function writeBuild(dir: string): void {
  mkdirSync(path.join(dir, 'guides/orders'), { recursive: true });
  mkdirSync(path.join(dir, 'guides/install'), { recursive: true });
  writeFileSync(path.join(dir, 'guides/orders/index.html'), readFileSync(path.join(__dirname, '__fixtures__/doc-page.html'), 'utf8'));
  writeFileSync(path.join(dir, 'guides/install/index.html'), INSTALL_PAGE);
  writeFileSync(path.join(dir, '404.html'), '<html><body><main><p>Page not found</p></main></body></html>');
}

/** Runs the CLI function in-process and captures what it prints. */
async function run(env: NodeJS.ProcessEnv, argv: string[], buildDir: string, now = T0) {
  let stdout = '';
  let stderr = '';
  const code = await runIndexCli({
    env,
    argv,
    buildDir,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    now: () => now,
  });
  return { code, stdout, stderr };
}

const envFor = (port: number, adminApiKey = ADMIN_KEY): NodeJS.ProcessEnv => ({
  TYPESENSE_HOST: '127.0.0.1',
  TYPESENSE_PROTOCOL: 'http',
  TYPESENSE_PORT: String(port),
  TYPESENSE_COLLECTION: 'vendure-docs',
  TYPESENSE_ADMIN_API_KEY: adminApiKey,
});

describe('npm run search:index against a local HTTP stand-in of the Typesense API', () => {
  let tmp: string;
  let buildDir: string;
  let standIn: TypesenseStandIn;

  before(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'search-index-'));
    buildDir = path.join(tmp, 'build');
    writeBuild(buildDir);
  });
  after(() => rmSync(tmp, { recursive: true, force: true }));
  beforeEach(async () => {
    standIn = await startTypesenseStandIn(ADMIN_KEY);
  });
  afterEach(() => standIn.close());

  it('indexes the build behind the alias and prints one summary line', async () => {
    const { code, stdout, stderr } = await run(envFor(standIn.port), [], buildDir);

    assert.equal(stderr, '');
    assert.equal(code, 0);
    const documents = [...standIn.collections.get('vendure-docs_1700000000')!.documents.values()];
    assert.match(
      stdout,
      new RegExp(
        `^Search index: ${documents.length} records from 2 pages in collection "vendure-docs_1700000000" with ${synonymRules().length} synonym groups, ` +
          `stop words set "vendure-docs-stop-words"; alias "vendure-docs" created; \\d+\\.\\d s\\n$`,
      ),
    );
    assert.equal(standIn.aliases.get('vendure-docs'), 'vendure-docs_1700000000');
    assert.deepEqual(
      [...new Set(documents.map((d) => d.url_without_anchor))].sort(),
      ['https://docs.vendure.io/guides/install', 'https://docs.vendure.io/guides/orders'],
    );
    assert.ok(documents.some((d) => d.content === 'Node.js 20 or later' && d.url === 'https://docs.vendure.io/guides/install#requirements'));
    assert.ok(documents.every((d) => d.section === 'learn'));
  });

  it('pushes the stop words set, then the synonyms onto the new collection, all before the alias moves to it', async () => {
    const { code } = await run(envFor(standIn.port), [], buildDir);

    assert.equal(code, 0);
    const rules = synonymRules();
    const upTo = standIn.requests.findIndex((r) => r.method === 'PUT' && r.path === '/aliases/vendure-docs');
    assert.deepEqual(
      standIn.requests.slice(0, upTo + 1).map((r) => `${r.method} ${r.path}`),
      [
        'PUT /stopwords/vendure-docs-stop-words',
        'POST /collections',
        ...rules.map(({ id }) => `PUT /collections/vendure-docs_1700000000/synonyms/${id}`),
        'POST /collections/vendure-docs_1700000000/documents/import',
        'GET /aliases/vendure-docs',
        'PUT /aliases/vendure-docs',
      ],
    );
    assert.deepEqual(standIn.requests[0].body, { stopwords: [...STOP_WORDS], locale: 'en' });
    assert.deepEqual([...standIn.stopwords.keys()], ['vendure-docs-stop-words']);
    assert.deepEqual(
      standIn.requests.filter((r) => r.path.includes('/synonyms/')).map((r) => r.body),
      rules.map(({ synonyms }) => ({ synonyms })),
    );
    const { schema, synonyms } = standIn.collections.get('vendure-docs_1700000000')!;
    assert.equal(synonyms.size, rules.length);
    assert.deepEqual(schema.fields.find((f) => f.name === 'section'), { name: 'section', type: 'string', facet: true, optional: true });
  });

  it('a failed synonyms push leaves the alias on the previous collection and deletes the new one', async () => {
    await run(envFor(standIn.port), [], buildDir, T0);
    const from = standIn.requests.length;
    standIn.failRequests.push({ method: 'PUT', path: /\/synonyms\/sso$/, status: 400, message: 'Could not parse the synonym definition.' });

    const { code, stdout, stderr } = await run(envFor(standIn.port), [], buildDir, T1);

    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(stderr, 'search:index failed: Typesense answered HTTP 400: Could not parse the synonym definition.\n');
    const sequence = standIn.requests.slice(from).map((r) => `${r.method} ${r.path}`);
    assert.deepEqual(sequence.slice(-2), ['PUT /collections/vendure-docs_1700000060/synonyms/sso', 'DELETE /collections/vendure-docs_1700000060']);
    assert.ok(!sequence.some((line) => line.includes('/aliases/') || line.includes('/documents/')));
    assert.equal(standIn.aliases.get('vendure-docs'), 'vendure-docs_1700000000');
    assert.deepEqual([...standIn.collections.keys()], ['vendure-docs_1700000000']);
  });

  it('on Typesense v30, which has no per-collection synonyms, says so and cleans up', async () => {
    standIn.failRequests.push({ method: 'PUT', path: /\/synonyms\//, status: 404, message: 'Not Found' });

    const { code, stderr } = await run(envFor(standIn.port), [], buildDir);

    assert.equal(code, 1);
    assert.match(stderr, /^search:index failed: Typesense has no per-collection synonyms API \(HTTP 404 for PUT \/collections\/vendure-docs_1700000000\/synonyms\/cart\): Typesense v30 moved synonyms to synonym sets, and this indexer targets v26–v29 .*\n$/);
    assert.equal(stderr.split('\n').length, 2);
    assert.equal(standIn.aliases.size, 0);
    assert.equal(standIn.collections.size, 0);
  });

  it('before Typesense v26, which has no stop words sets, says so before creating anything', async () => {
    standIn.failRequests.push({ method: 'PUT', path: /^\/stopwords\//, status: 404, message: 'Not Found' });

    const { code, stderr } = await run(envFor(standIn.port), [], buildDir);

    assert.equal(code, 1);
    assert.match(stderr, /^search:index failed: Typesense has no stop words API \(HTTP 404 for PUT \/stopwords\/vendure-docs-stop-words\): stop words sets need Typesense v26 or later/);
    assert.deepEqual(standIn.requests.map((r) => `${r.method} ${r.path}`), ['PUT /stopwords/vendure-docs-stop-words']);
  });

  it('--create-search-key creates a documents:search key scoped to the alias and prints it', async () => {
    const { code, stdout } = await run(envFor(standIn.port), ['--create-search-key'], buildDir);

    assert.equal(code, 0);
    const keyRequest = standIn.requests.at(-1)!;
    assert.equal(`${keyRequest.method} ${keyRequest.path}`, 'POST /keys');
    assert.deepEqual(keyRequest.body, {
      description: 'Search-only key for the docs search alias "vendure-docs" (public, used by the site)',
      actions: ['documents:search'],
      collections: ['vendure-docs'],
    });
    assert.match(stdout.split('\n')[1], /^Search-only key for "vendure-docs" .*: stand-in-search-key-1$/);
  });

  it('a wrong admin key fails with a clear message, leaves the alias alone and never prints the key', async () => {
    await run(envFor(standIn.port), [], buildDir);
    const collectionsBefore = [...standIn.collections.keys()];
    const from = standIn.requests.length;
    const wrongKey = 'wrong-admin-key-7f3a9c';

    const { code, stdout, stderr } = await run(envFor(standIn.port, wrongKey), ['--create-search-key'], buildDir);

    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.equal(
      stderr,
      'search:index failed: Typesense rejected the admin key (HTTP 401): check TYPESENSE_ADMIN_API_KEY. ' +
        'Server said: Forbidden - a valid `x-typesense-api-key` header must be sent.\n',
    );
    assert.ok(!stderr.includes(wrongKey));
    assert.deepEqual(standIn.requests.slice(from).map((r) => `${r.method} ${r.path}`), ['PUT /stopwords/vendure-docs-stop-words']);
    assert.equal(standIn.aliases.get('vendure-docs'), 'vendure-docs_1700000000');
    assert.deepEqual([...standIn.collections.keys()], collectionsBefore);
  });

  it('an unreachable node fails within seconds with a clear message', async () => {
    const port = await freePort();
    const started = Date.now();

    const { code, stdout, stderr } = await run(envFor(port), [], buildDir);

    assert.equal(code, 1);
    assert.equal(stdout, '');
    assert.match(stderr, new RegExp(`^search:index failed: Could not reach Typesense at http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED.*Check TYPESENSE_HOST, TYPESENSE_PORT and TYPESENSE_PROTOCOL`));
    assert.ok(!stderr.includes(ADMIN_KEY));
    assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
  });

  it('without built pages, fails before contacting Typesense and says to build first', async () => {
    const empty = path.join(tmp, 'empty-build');
    mkdirSync(empty, { recursive: true });

    for (const dir of [empty, path.join(tmp, 'no-such-dir')]) {
      const { code, stderr } = await run(envFor(standIn.port), [], dir);
      assert.equal(code, 1);
      assert.equal(stderr, `search:index failed: no built pages in ${dir}: run npm run build first.\n`);
    }
    assert.equal(standIn.requests.length, 0);
  });

  it('without the admin key, fails before contacting Typesense and names the variable', async () => {
    const { TYPESENSE_ADMIN_API_KEY: _omitted, ...env } = envFor(standIn.port);

    const { code, stderr } = await run(env, [], buildDir);

    assert.equal(code, 1);
    assert.match(stderr, /^search:index failed: The search indexer needs TYPESENSE_ADMIN_API_KEY/);
    assert.equal(standIn.requests.length, 0);
  });

  it('rejects an unknown argument before doing anything', async () => {
    const { code, stderr } = await run(envFor(standIn.port), ['--create-search-keys'], buildDir);

    assert.equal(code, 1);
    assert.equal(stderr, 'search:index failed: unknown argument "--create-search-keys"; the only option is --create-search-key.\n');
    assert.equal(standIn.requests.length, 0);
  });
});

/** A port nothing listens on: bind one, then let it go. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
