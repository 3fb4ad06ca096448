import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BROTLI_MODULE, NGINX, startLocalNginx } from '../../deploy/local-nginx';
import { prepare } from '../../deploy/prepare';
import { measureBuild } from './measure-build';
import { measureLighthouse } from './measure-lighthouse';
import { measureSearch } from './measure-search';
import { measureTransfer } from './measure-transfer';

/** `npm run bench`: prints figures, never fails on them. */
const siteDir = path.resolve(__dirname, '../..');
const port = 3211;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The pages the performance budgets name: home, a guide, an entity reference page, the largest GraphQL page, a user-guide page. */
const pages = ['/', '/guides/core-concepts/orders', '/reference/typescript-api/entities/product-variant', '/reference/graphql-api/admin/object-types', '/user-guide/'];
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Server at ${url} did not start`);
}

interface Server {
  origin: string;
  how: string;
  stop(): Promise<void>;
}

/**
 * The build as deployed (deploy/: nginx, precompressed files, caching
 * headers) when Debian's nginx is installed; else `docusaurus serve`, which
 * compresses nothing, so the figures that depend on bytes are worse.
 */
async function serveBuild(): Promise<Server> {
  if (existsSync(NGINX)) {
    const prepared = await prepare({ env: {} });
    const nginx = await startLocalNginx({ buildDir: path.join(siteDir, 'build'), cspFile: prepared.cspFile, brotli: existsSync(BROTLI_MODULE) });
    return { origin: nginx.origin, how: 'nginx with deploy/nginx.conf', stop: nginx.stop };
  }
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], { cwd: siteDir, stdio: 'ignore', detached: true });
  const origin = `http://localhost:${port}`;
  await waitForServer(`${origin}/`);
  return { origin, how: 'docusaurus serve (no compression: install nginx for figures as deployed)', stop: async () => void process.kill(-server.pid!) };
}

async function main(): Promise<void> {
  const row = (build: ReturnType<typeof measureBuild>) => ({
    wall: `${build.wallSeconds.toFixed(1)} s`,
    CPU: build.cpuSeconds === null ? 'n/a' : `${build.cpuSeconds.toFixed(1)} s`,
    'peak RSS': build.peakMemoryMB === null ? 'n/a' : `${build.peakMemoryMB} MB`,
    pages: build.pages,
  });
  console.log('Building from clean (npm run build: reference generation, site, search index), then again with the reference unchanged…');
  const rows: Record<string, Record<string, string | number>> = {
    'build from clean': row(measureBuild(siteDir, ['npm', 'run', 'build'], { clean: true })),
    'build, reference kept': row(measureBuild(siteDir, ['npm', 'run', 'build'], { clean: false })),
  };

  const server = await serveBuild();
  const { origin } = server;
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: ['--disable-gpu', '--disable-background-networking'] });
    for (const page of pages) {
      const t = await measureTransfer(browser, `${origin}${page}`);
      rows[page] = { 'HTML gz': kB(t.html), 'JS gz': kB(t.js), 'CSS gz': kB(t.css), 'total gz': kB(t.total) };
    }
    const search = await measureSearch(browser, `${origin}/guides/core-concepts/orders`);
    rows['embedded search'] = { 'first result cold': `${search.coldMs} ms`, 'modal reopened, first letter': `${search.reopenMs} ms`, 'warm query (median)': `${search.warmMs} ms`, 'fetched cold': kB(search.coldBytes), '/search?q= after load': `${search.searchPageMs} ms` };
    await browser.close();

    const scores = await measureLighthouse(pages.map((page) => `${origin}${page}`), chromePath);
    for (const page of pages) {
      const s = scores.get(`${origin}${page}`)!;
      Object.assign(rows[page], { 'LH perf': s.performance, 'LH a11y': s.accessibility, 'LH best': s.bestPractices, 'LH SEO': s.seo });
    }
  } finally {
    await server.stop();
  }
  console.log(`\nFigures (served by ${server.how}; transfer: first load, cold cache, gzip sizes measured in Chromium; Lighthouse: mobile defaults, median of 3 runs)`);
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
