import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { measureBuild } from './measure-build';
import { measureTransfer } from './measure-transfer';

/** `npm run bench`: prints figures, never fails on them. */
const siteDir = path.resolve(__dirname, '../..');
const port = 3211;
const pages = ['/', '/guides/getting-started/installation'];
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

async function main(): Promise<void> {
  console.log('Building from clean…');
  const build = measureBuild(siteDir, ['npx', 'docusaurus', 'build']);
  console.log('\nProduction build');
  console.table({
    'wall time': `${build.wallSeconds.toFixed(1)} s`,
    'CPU time': build.cpuSeconds === null ? 'n/a (no /usr/bin/time)' : `${build.cpuSeconds.toFixed(1)} s`,
    'peak memory': build.peakMemoryMB === null ? 'n/a (no /usr/bin/time)' : `${build.peakMemoryMB} MB`,
    'pages built': build.pages,
  });

  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--no-open'], {
    cwd: siteDir,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer(`http://localhost:${port}/`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking'],
    });
    const rows: Record<string, Record<string, string>> = {};
    for (const page of pages) {
      const t = await measureTransfer(browser, `http://localhost:${port}${page}`);
      rows[page] = { HTML: kB(t.html), JS: kB(t.js), CSS: kB(t.css), other: kB(t.other), total: kB(t.total) };
    }
    await browser.close();
    console.log('\nFirst-load transfer (gzip, cold cache, measured in Chromium)');
    console.table(rows);
  } finally {
    process.kill(-server.pid!);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
