import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, type Page, test } from '@playwright/test';
import { type LocalMcpService, startLocalMcpService } from '../../../deploy/local-mcp';
import { BROTLI_MODULE, type LocalNginx, NGINX, startLocalNginx } from '../../../deploy/local-nginx';
import { prepare, type PrepareResult } from '../../../deploy/prepare';
import { redirects } from '../../../config/redirects';
import { dataTheme, hydrated, openSearchModal } from '../support';

/**
 * deploy/nginx.conf over the existing build/, as deployed: nginx started here
 * (not Playwright's webServer) on a free port with a throw-away prefix, after
 * `deploy:prepare` (CSP include, .gz and .br files). Checked with plain HTTP
 * requests and in Chromium under the generated Content-Security-Policy.
 *
 * nginx serves a hard-linked copy of build/, prepared with `fast` compression:
 * what is tested is which file is sent with which headers, not its size, and
 * the highest levels took one to three minutes of CPU here. The quick copies
 * stay out of build/, where a later `deploy:prepare` would take them as done.
 */
const BUILD = path.resolve(__dirname, '../../../build');
/** A text file no build has, so it has no .gz beside it. */
const ON_THE_FLY = '/not-precompressed.txt';

const GUIDE = '/guides/core-concepts/orders';
const ASSET = `/assets/js/${readdirSafe(path.join(BUILD, 'assets/js')).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

test.skip(!existsSync(NGINX), `nginx is not installed at ${NGINX} (apt-get install nginx libnginx-mod-http-brotli-static)`);
// One nginx for the whole file, so its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

function readdirSafe(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : [];
}

function startNginx(csp: PrepareResult, { brotli, mcpOrigin = mcp?.origin }: { brotli: boolean; mcpOrigin?: string }): Promise<LocalNginx> {
  return startLocalNginx({ buildDir: served, cspFile: csp.cspFile, brotli, extraFiles: { [ON_THE_FLY]: 'Served without a precompressed copy.\n'.repeat(100) }, mcpOrigin });
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding and decompress). */
function get(origin: string, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${urlPath}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded({ headers, body }: Reply): Buffer {
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body);
  return body;
}

const built = (file: string) => readFileSync(path.join(BUILD, file));

let prepared: PrepareResult;
let nginx: LocalNginx;
/** The folder nginx serves: build/ hard-linked, with its own .gz and .br copies. */
let served: string;
/** The MCP service as the image runs it (the file deploy:prepare bundled), behind nginx's /mcp. */
let mcp: LocalMcpService | undefined;

test.beforeAll(async () => {
  // Compressing the copy takes 20 s on an idle 2-core machine, longer beside the other worker's tests.
  test.setTimeout(300_000);
  if (!existsSync(BROTLI_MODULE)) throw new Error(`The brotli module is missing (${BROTLI_MODULE}): apt-get install libnginx-mod-http-brotli-static`);
  // build/ is an embedded-search build, whatever Typesense variables this shell has.
  const copy = mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-build-'));
  // nginx's workers run as www-data, who must reach the copy.
  chmodSync(copy, 0o755);
  served = path.join(copy, 'build');
  execFileSync('cp', ['-al', BUILD, served]);
  prepared = await prepare({ buildDir: served, outDir: mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-csp-')), env: {}, compression: 'fast' });
  mcp = await startLocalMcpService(prepared.mcpServer, BUILD);
  nginx = await startNginx(prepared, { brotli: true });
});

test.afterAll(async () => {
  await nginx?.stop();
  await mcp?.stop();
  if (prepared) rmSync(path.dirname(prepared.cspFile), { recursive: true, force: true });
  if (served) rmSync(path.dirname(served), { recursive: true, force: true });
});

/**
 * What `npx docusaurus serve --dir build` answers (checked with curl against
 * Docusaurus 3.7 / serve-handler 6.1.8): status, then the Location of a
 * redirect or the file whose content is sent.
 */
const AS_DOCUSAURUS_SERVE: [url: string, status: number, locationOrFile: string][] = [
  [GUIDE, 200, 'guides/core-concepts/orders/index.html'],
  [`${GUIDE}/`, 200, 'guides/core-concepts/orders/index.html'],
  [`${GUIDE}.html`, 301, GUIDE],
  [`${GUIDE}/index`, 301, GUIDE],
  [`${GUIDE}/index.html`, 301, `${GUIDE}/index`],
  ['/', 200, 'index.html'],
  ['/index.html', 301, '/index'],
  ['/index', 301, '/'],
  ['/search?q=x', 200, 'search/index.html'],
  ['/nope', 404, '404.html'],
  ['/img/favicon.svg', 200, 'img/favicon.svg'],
  // serve drops the query string of these redirects.
  [`${GUIDE}.html?a=1`, 301, GUIDE],
  ['/404.html', 301, '/404'],
  ['/404', 200, '404.html'],
  ['/nope.html', 301, '/nope'],
  ['/a%20b.html', 301, '/a%20b'],
  // Directories are never listed; a trailing slash never names a file.
  ['/guides', 404, '404.html'],
  ['/guides/', 404, '404.html'],
  ['/assets/', 404, '404.html'],
  ['/img/favicon.svg/', 404, '404.html'],
  [`${GUIDE}.html/`, 404, '404.html'],
  [`${GUIDE}/index/`, 200, 'guides/core-concepts/orders/index.html'],
  ['/guides//core-concepts/orders', 200, 'guides/core-concepts/orders/index.html'],
  ['/assets/js/nope.js', 404, '404.html'],
  ['/search/manifest.json', 200, 'search/manifest.json'],
];

test('URLs get the status, Location and page that `docusaurus serve` gives them', async () => {
  for (const [url, status, expected] of AS_DOCUSAURUS_SERVE) {
    const reply = await get(nginx.origin, url);
    expect.soft(reply.status, url).toBe(status);
    if (status === 301) expect.soft(reply.headers.location, url).toBe(expected);
    else expect.soft(reply.body.equals(built(expected)), `${url} sends build/${expected}`).toBe(true);
  }
});

test('old routes get a 301 to their page, query string kept', async () => {
  const RENDER = '/guides/deployment/hosting-platforms/deploy-to-render';
  for (const [url, location] of [
    ['/guides/deployment/deploy-to-render', RENDER],
    ['/guides/deployment/deploy-to-render/', RENDER],
    ['/guides/deployment/deploy-to-render?from=search', `${RENDER}?from=search`],
    // Generated from the official slug rule (tools/reference/typescript/official-routes.ts).
    ['/reference/typescript-api/testing/simple-graph-qlclient/', '/reference/typescript-api/testing/simple-graph-ql-client'],
    // A page this site lacks: the heading of the closest page.
    ['/reference/core-plugins/job-queue-plugin/pub-sub-plugin/?a=1', '/guides/core-concepts/job-queue?a=1#choosing-where-the-queue-lives'],
    // The URL normalisation first, then the redirect.
    ['/guides/deployment/deploy-to-render.html', '/guides/deployment/deploy-to-render'],
  ]) {
    const reply = await get(nginx.origin, url);
    expect.soft(reply.status, url).toBe(301);
    expect.soft(reply.headers.location, url).toBe(location);
    expect.soft(reply.headers['content-security-policy'], url).toBe(prepared.csp);
  }
});

test('every redirect of config/redirects.ts is a 301 to its target', async () => {
  expect(prepared.redirects).toBe(redirects.redirects.length);
  for (const { from, to } of redirects.redirects) {
    const reply = await get(nginx.origin, from);
    expect.soft(reply.status, from).toBe(301);
    expect.soft(reply.headers.location, from).toBe(to);
  }
});

test('an unknown path gets the not-found page with status 404', async () => {
  const reply = await get(nginx.origin, '/no/such/page');
  expect(reply.status).toBe(404);
  expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(reply.body.toString()).toContain('Page Not Found');
  expect(reply.body.equals(built('404.html'))).toBe(true);
});

test('precompressed copies are sent to clients that accept them', async () => {
  for (const [url, file] of [
    [ASSET, ASSET.slice(1)],
    [GUIDE, 'guides/core-concepts/orders/index.html'],
    ['/search/manifest.json', 'search/manifest.json'],
    ['/no/such/page', '404.html'],
  ]) {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['', undefined],
    ] as const) {
      const reply = await get(nginx.origin, url, accept ? { 'Accept-Encoding': accept } : {});
      expect.soft(reply.headers['content-encoding'], `${url} for "${accept}"`).toBe(encoding);
      expect.soft(reply.headers.vary, url).toBe('Accept-Encoding');
      expect.soft(decoded(reply).equals(built(file)), `${url} for "${accept}" decodes to build/${file}`).toBe(true);
      if (encoding) expect.soft(Number(reply.headers['content-length']), url).toBe(readFileSync(path.join(served, `${file}.${encoding === 'br' ? 'br' : 'gz'}`)).length);
    }
  }
});

test('a file without a precompressed copy is gzipped on the fly', async () => {
  const gzipped = await get(nginx.origin, ON_THE_FLY, { 'Accept-Encoding': 'gzip, br' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(decoded(gzipped).toString()).toContain('Served without a precompressed copy.');
  const plain = await get(nginx.origin, ON_THE_FLY);
  expect(plain.headers['content-encoding']).toBeUndefined();
});

test('the Markdown of pages, the llms files and the GraphQL schemas are served as UTF-8 text, precompressed, revalidated, with the same headers', async () => {
  for (const [url, file, type] of [
    [`${GUIDE}.md`, 'guides/core-concepts/orders.md', 'text/markdown; charset=utf-8'],
    ['/user-guide.md', 'user-guide.md', 'text/markdown; charset=utf-8'],
    ['/llms.txt', 'llms.txt', 'text/plain; charset=utf-8'],
    ['/llms-full.txt', 'llms-full.txt', 'text/plain; charset=utf-8'],
    // One file of each kind that llms.txt links: a guide section's, a reference category's.
    ['/llms-guides-storefront.txt', 'llms-guides-storefront.txt', 'text/plain; charset=utf-8'],
    ['/llms-typescript-api-orders.txt', 'llms-typescript-api-orders.txt', 'text/plain; charset=utf-8'],
    // The schemas the MCP tools read (tools/reference/graphql/published-schemas.ts).
    ['/graphql/admin.graphql', 'graphql/admin.graphql', 'text/plain; charset=utf-8'],
  ]) {
    const reply = await get(nginx.origin, url, { 'Accept-Encoding': 'gzip, br' });
    expect.soft(reply.status, url).toBe(200);
    expect.soft(reply.headers['content-type'], url).toBe(type);
    expect.soft(reply.headers['content-encoding'], url).toBe('br');
    expect.soft(reply.headers['cache-control'], url).toBe('no-cache');
    expect.soft(reply.headers['content-security-policy'], url).toBe(prepared.csp);
    expect.soft(reply.headers['x-content-type-options'], url).toBe('nosniff');
    expect.soft(decoded(reply).equals(built(file)), `${url} decodes to build/${file}`).toBe(true);
  }
  // A page's own URL still gets its HTML.
  expect((await get(nginx.origin, GUIDE)).headers['content-type']).toBe('text/html; charset=utf-8');
});

test('hashed assets are cached for a year, everything else is revalidated', async () => {
  const cacheControl = async (url: string) => (await get(nginx.origin, url)).headers['cache-control'];
  expect(await cacheControl(ASSET)).toBe(IMMUTABLE);
  expect(await cacheControl('/assets/css/' + readdirSafe(path.join(BUILD, 'assets/css'))[0])).toBe(IMMUTABLE);
  for (const url of [GUIDE, '/', '/search/manifest.json', '/img/favicon.svg', '/sitemap.xml', '/nope', '/assets/js/nope.js', `${GUIDE}.html`]) {
    expect.soft(await cacheControl(url), url).toBe('no-cache');
  }
});

test('every response carries the security headers', async () => {
  const expected = {
    'content-security-policy': prepared.csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
  };
  for (const url of [GUIDE, '/nope', `${GUIDE}.html`, ASSET]) {
    const { headers } = await get(nginx.origin, url);
    expect.soft(headers, url).toMatchObject(expected);
    expect.soft(headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  }
  // The policy allows this build's inline scripts by hash: four kinds on every page (colour mode,
  // announcement bar, its id, early input), and no other. nginx answers the routes of the redirect
  // pages with a 301, so their forwarding scripts never run under it.
  const hashes = 4;
  expect(prepared.csp).toMatch(new RegExp(`script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){${hashes}};`));
  expect(prepared.csp).not.toContain('unsafe-eval');
});

test('without the brotli module the same config starts and sends gzip', async () => {
  const gzipOnly = await startNginx(prepared, { brotli: false });
  try {
    const reply = await get(gzipOnly.origin, GUIDE, { 'Accept-Encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
  } finally {
    await gzipOnly.stop();
  }
});

/**
 * Collects what the browser reports about blocked content: securitypolicyviolation
 * events of every document, and console errors of the page and its workers
 * (a worker's violations show only there).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__reportViolation', (_source, text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const fromConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions.Policy/i.test(message.text())) violations.push(message.text());
  };
  page.on('console', fromConsole);
  page.on('worker', (worker) => worker.on('console', fromConsole));
  return violations;
}

test.describe('in Chromium, under the CSP', () => {
  test('the CSP is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${nginx.origin}${GUIDE}`);
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
  });

  for (const [url, heading] of [
    ['/', null],
    [GUIDE, 'Orders'],
    ['/reference/typescript-api/entities/product-variant', 'ProductVariant'],
  ] as const) {
    test(`${url} loads and hydrates with no violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(`${nginx.origin}${url}`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('the search page gets results from the search worker with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${nginx.origin}/search?q=channel`);
    await expect(page.locator('main ol li').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the search modal finds pages with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${nginx.origin}${GUIDE}`);
    await hydrated(page);
    await (await openSearchModal(page)).fill('channel');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the colour mode toggles with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${nginx.origin}${GUIDE}`);
    await hydrated(page);
    const before = await dataTheme(page);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect.poll(() => dataTheme(page)).not.toBe(before);
    // The inline colour-mode script applies the stored choice on the next load.
    const chosen = await dataTheme(page);
    await page.reload();
    expect(await dataTheme(page)).toBe(chosen);
    expect(violations).toEqual([]);
  });
});

test.describe('MCP at /mcp: the service behind nginx', () => {
  const endpoint = () => new URL('/mcp', nginx.origin);
  /** What a Streamable HTTP client sends with every POST. */
  const MCP_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  const listTools = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  const post = (body: string, origin = nginx.origin) => fetch(new URL('/mcp', origin), { method: 'POST', headers: MCP_HEADERS, body });
  const textOf = (result: CallToolResult) => result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

  async function withClient<T>(use: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client({ name: 'nginx-e2e', version: '0.0.0' });
    await client.connect(new StreamableHTTPClientTransport(endpoint()));
    try {
      return await use(client);
    } finally {
      await client.close();
    }
  }

  /** An error in JSON-RPC's form, whoever answered (nginx or the service). */
  async function expectJsonRpcError(response: Response, status: number, message: RegExp): Promise<void> {
    expect(response.status, String(message)).toBe(status);
    expect(response.headers.get('content-type'), String(message)).toMatch(/^application\/json/);
    const body = (await response.json()) as { jsonrpc: string; id: unknown; error: { code: number; message: string } };
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null });
    expect(body.error.message).toMatch(message);
  }

  /** Each tool with a realistic input and what its answer holds, and a bad input and what its error says. */
  const CALLS: Record<string, { input: Record<string, unknown>; answer: RegExp; bad: Record<string, unknown>; refusal: RegExp }> = {
    search_docs: { input: { query: 'custom fields', limit: 3 }, answer: /results? for "custom fields".*\n\n1\. /, bad: { query: 'orders', limit: 500 }, refusal: /limit must be a whole number from 1 to 50/ },
    read_page: { input: { url: `https://docs.vendure.io${GUIDE}` }, answer: /^# Orders$/m, bad: { url: '/guides/orders' }, refusal: /^No page at .*\/guides\/orders\. The closest routes are:\n- \/guides\/core-concepts\/orders/ },
    graphql_schema: { input: { api: 'shop', name: 'addItemToOrder' }, answer: /addItemToOrder\(/, bad: { api: 'shop', name: 'addItemToOrdr' }, refusal: /addItemToOrder/ },
    validate_graphql: {
      input: { api: 'shop', query: 'query { activeOrder { id code totalWithTax } }' },
      answer: /valid/i,
      bad: { api: 'storefront', query: '{ activeOrder { id } }' },
      refusal: /api must be "shop"/,
    },
  };

  test('the SDK client lists the tools and calls each with a realistic input and a bad one', async () => {
    await withClient(async (client) => {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(Object.keys(CALLS).sort());
      for (const [name, { input, answer, bad, refusal }] of Object.entries(CALLS)) {
        const result = (await client.callTool({ name, arguments: input })) as CallToolResult;
        expect.soft(result.isError, `${name} ${JSON.stringify(input)}: ${textOf(result).slice(0, 300)}`).toBeUndefined();
        expect.soft(textOf(result), name).toMatch(answer);
        const refused = (await client.callTool({ name, arguments: bad })) as CallToolResult;
        expect.soft(refused.isError, `${name} ${JSON.stringify(bad)}`).toBe(true);
        expect.soft(textOf(refused), name).toMatch(refusal);
      }
      const valid = (await client.callTool({ name: 'validate_graphql', arguments: CALLS.validate_graphql.input })) as CallToolResult;
      expect(valid.structuredContent).toMatchObject({ valid: true, errors: [] });
    });
  });

  test('answers are JSON with the site headers, uncached, and nginx keeps its pages out of them', async () => {
    const response = await post(listTools);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(prepared.csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('mcp-session-id')).toBeNull();
    const body = (await response.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools.length).toBe(Object.keys(CALLS).length);
    // The static site around it is untouched: /mcp/ is no page, the site's pages are still pages.
    expect((await get(nginx.origin, '/mcp/')).status).toBe(404);
    expect((await get(nginx.origin, GUIDE)).headers['content-type']).toBe('text/html; charset=utf-8');
  });

  test('bad requests get a JSON-RPC error, never a page or a crash, and the service keeps answering', async () => {
    await expectJsonRpcError(await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(100_000) } })), 413, /Payload Too Large/);
    await expectJsonRpcError(await post('{"jsonrpc": "2.0", "id": 1, "method": "tools/'), 400, /Parse error/);
    await expectJsonRpcError(await post('[1, 2, 3]'), 400, /Invalid JSON-RPC message/);
    await expectJsonRpcError(await fetch(endpoint(), { headers: { Accept: 'text/event-stream' } }), 405, /answers POST only/);
    await withClient(async (client) => {
      const unknown = (await client.callTool({ name: 'delete_docs', arguments: {} })) as CallToolResult;
      expect(unknown.isError).toBe(true);
      expect(textOf(unknown)).toMatch(/Tool delete_docs not found/);
      const huge = (await client.callTool({ name: 'search_docs', arguments: { query: 'order '.repeat(5_000) } })) as CallToolResult;
      expect(huge.isError).toBe(true);
      expect(textOf(huge)).toMatch(/query is longer than 500 characters/);
      const after = (await client.callTool({ name: 'search_docs', arguments: { query: 'orders' } })) as CallToolResult;
      expect(after.isError).toBeUndefined();
    });
    expect(mcp!.running(), mcp!.log()).toBe(true);
  });

  test('read_page reads nothing outside the build, whatever path it is given', async () => {
    // README.md sits right above build/: a server that joined the path to the folder would read it.
    const readme = readFileSync(path.resolve(BUILD, '../README.md'), 'utf8').slice(0, 60);
    await withClient(async (client) => {
      for (const url of ['/../README', '../README.md', '/..%2FREADME', '%2e%2e/README', '/guides/..%2f..%2f..%2fREADME', '/../../../../etc/passwd', 'file:///etc/passwd']) {
        const result = (await client.callTool({ name: 'read_page', arguments: { url } })) as CallToolResult;
        expect.soft(result.isError, url).toBe(true);
        expect.soft(textOf(result), url).not.toContain(readme);
        expect.soft(textOf(result), url).not.toContain('root:');
      }
    });
  });

  test('a stopped service gets a JSON-RPC 503 from nginx, not a page', async () => {
    // A port nothing listens on: opened, noted and closed again.
    const closed = await new Promise<number>((resolve) => {
      const server = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const withoutService = await startNginx(prepared, { brotli: true, mcpOrigin: `http://127.0.0.1:${closed}` });
    try {
      await expectJsonRpcError(await post(listTools, withoutService.origin), 503, /MCP service is not answering/);
    } finally {
      await withoutService.stop();
    }
  });

  // Last: it spends the address's allowance, which refills at 10 a second.
  test('nginx limits the request rate per address with a JSON-RPC 429', async () => {
    const responses = await Promise.all(Array.from({ length: 120 }, () => post(listTools)));
    const limited = responses.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    // The burst's allowance (40, less what the tests before used) answered, the rest refused: nothing else.
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThan(0);
    expect(responses.every((response) => response.status === 200 || response.status === 429)).toBe(true);
    expect(limited[0].headers.get('retry-after')).toBe('1');
    await expectJsonRpcError(limited[0], 429, /Too Many Requests/);
    await Promise.all(responses.filter((response) => !response.bodyUsed).map((response) => response.body?.cancel()));
    await expect.poll(async () => (await post(listTools)).status, { intervals: [1_000], timeout: 10_000 }).toBe(200);
  });
});
