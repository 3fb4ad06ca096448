import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_MODULE, NGINX, startLocalNginx } from '../../deploy/local-nginx';
import { prepare } from '../../deploy/prepare';

const siteDir = path.resolve(__dirname, '../..');

export interface Server {
  origin: string;
  how: string;
  stop(): Promise<void>;
}

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

/**
 * A build served as deployed (deploy/: nginx, precompressed files, caching
 * headers) when Debian's nginx is installed; else by `docusaurus serve` on
 * `port`, which compresses nothing, so the figures that depend on bytes are worse.
 */
export async function serveBuild(buildDir: string, port: number): Promise<Server> {
  if (existsSync(NGINX)) {
    // The CSP and redirects files go beside the build's own when it is the site's, else to a folder of their own.
    const outDir = path.resolve(buildDir) === path.join(siteDir, 'build') ? undefined : mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
    const prepared = await prepare({ buildDir, outDir, env: {} });
    const nginx = await startLocalNginx({ buildDir, cspFile: prepared.cspFile, brotli: existsSync(BROTLI_MODULE) });
    return { origin: nginx.origin, how: 'nginx with deploy/nginx.conf', stop: nginx.stop };
  }
  const server = spawn('npx', ['docusaurus', 'serve', '--dir', buildDir, '--port', String(port), '--no-open'], { cwd: siteDir, stdio: 'ignore', detached: true });
  const origin = `http://localhost:${port}`;
  await waitForServer(`${origin}/`);
  return { origin, how: 'docusaurus serve (no compression: install nginx for figures as deployed)', stop: async () => void process.kill(-server.pid!) };
}
