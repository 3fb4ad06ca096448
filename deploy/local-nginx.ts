import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx and its brotli module (see .ci/run). */
export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const DEPLOY = __dirname;

export interface LocalNginx {
  origin: string;
  stop(): Promise<void>;
}

export interface LocalNginxOptions {
  /** The production build, after `deploy:prepare` put its .gz and .br files in it. */
  buildDir: string;
  /** The CSP include `deploy:prepare` wrote. */
  cspFile: string;
  /** The redirect maps `deploy:prepare` wrote; by default redirects.conf beside `cspFile`. */
  redirectsFile?: string;
  brotli: boolean;
  /** Files to serve beside the build's, by URL path. */
  extraFiles?: Record<string, string>;
  /** `http://127.0.0.1:<port>` of a running MCP service for /mcp; by default deploy/mcp-upstream.conf's address. */
  mcpOrigin?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(origin: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(`${origin}/`, { agent: false }, (response) => {
        response.resume();
        resolve(true);
      })
      .on('error', () => resolve(false));
  });
}

/**
 * Serves a build with deploy/nginx.conf as deploy/Dockerfile lays it out, on
 * a free port of 127.0.0.1: a throw-away nginx prefix with the repository's
 * files linked in, nginx in the foreground. For tests and the bench.
 */
export async function startLocalNginx({ buildDir, cspFile, redirectsFile = path.join(path.dirname(cspFile), 'redirects.conf'), brotli, extraFiles = {}, mcpOrigin }: LocalNginxOptions): Promise<LocalNginx> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  // nginx's workers run as www-data, who must reach the build through the prefix.
  chmodSync(prefix, 0o755);
  for (const file of ['nginx.conf', 'common-headers.conf']) symlinkSync(path.join(DEPLOY, file), path.join(prefix, file));
  if (brotli) symlinkSync(path.join(DEPLOY, 'brotli'), path.join(prefix, 'brotli'));
  writeFileSync(path.join(prefix, 'csp.conf'), readFileSync(cspFile));
  writeFileSync(path.join(prefix, 'redirects.conf'), readFileSync(redirectsFile));
  const port = await freePort();
  writeFileSync(path.join(prefix, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  if (mcpOrigin) writeFileSync(path.join(prefix, 'mcp-upstream.conf'), `server ${new URL(mcpOrigin).host};\n`);
  else symlinkSync(path.join(DEPLOY, 'mcp-upstream.conf'), path.join(prefix, 'mcp-upstream.conf'));
  // The build's entries linked one by one, so extra files can sit beside them.
  mkdirSync(path.join(prefix, 'build'));
  for (const entry of readdirSync(buildDir)) symlinkSync(path.join(buildDir, entry), path.join(prefix, 'build', entry));
  for (const [urlPath, content] of Object.entries(extraFiles)) writeFileSync(path.join(prefix, 'build', urlPath), content);
  mkdirSync(path.join(prefix, 'tmp'));

  const child: ChildProcess = spawn(NGINX, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT'); // graceful shutdown
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 15_000; ; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}:\n${stderr}`);
    }
    if (await answers(origin)) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${origin}:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
