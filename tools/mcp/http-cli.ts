import { webcrypto } from 'node:crypto';
import path from 'node:path';
import { siteUrl } from '../../config/site';
import { openDocsBuild } from './docs-build';
import { MCP_PATH, startMcpHttpService } from './http-server';

// Node 18, Debian bookworm's and so the image's, has Web Crypto only as a module, not as the global the SDK's transport calls (crypto.randomUUID).
globalThis.crypto ??= webcrypto as Crypto;

const NAME = 'vendure-docs-mcp-http';
const USAGE = `Usage: ${NAME} --build <folder> [--host <address>] [--port <number>]

The hosted MCP endpoint of the Vendure docs: Streamable HTTP, stateless, at
${MCP_PATH}, over a production build on disk (--build or $VENDURE_DOCS_BUILD).
It listens on --host (default 127.0.0.1) and --port (default $PORT, else 3001),
behind nginx (deploy/nginx.conf), which limits request rate and body size.

Exit status: 1 when the folder holds no usable build, 2 for a bad option.`;

function fail(message: string, code: number): never {
  console.error(`${NAME}: ${message}`);
  process.exit(code);
}

function parseArgs(argv: string[]): { build?: string; host: string; port: number } {
  const args = { build: process.env.VENDURE_DOCS_BUILD, host: '127.0.0.1', port: Number(process.env.PORT || 3001) };
  for (let i = 0; i < argv.length; i++) {
    const option = /^--(build|host|port)(?:=(.*))?$/.exec(argv[i]);
    if (argv[i] === '--help' || argv[i] === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    if (!option) fail(`unknown argument ${argv[i]}\n\n${USAGE}`, 2);
    const value = option[2] ?? argv[++i];
    if (!value) fail(`--${option[1]} needs a value\n\n${USAGE}`, 2);
    if (option[1] === 'port') args.port = Number(value);
    else args[option[1] as 'build' | 'host'] = value;
  }
  if (!Number.isInteger(args.port) || args.port < 0 || args.port > 65535) fail(`the port must be a number from 0 to 65535\n\n${USAGE}`, 2);
  if (!args.build) fail(`pass the build folder with --build or $VENDURE_DOCS_BUILD\n\n${USAGE}`, 2);
  return args as { build: string; host: string; port: number };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.build!);
  let build;
  try {
    build = openDocsBuild(dir);
    await build.search.manifest();
  } catch (error) {
    // A missing folder or an index the engine cannot read: no usable build either way.
    fail(error instanceof Error ? error.message : String(error), 1);
  }
  const service = await startMcpHttpService(build, siteUrl, { host: args.host, port: args.port });
  console.error(`${NAME}: serving ${build.routes.size} pages of ${dir} at ${service.origin}${MCP_PATH}`);
  // A container stop or Ctrl+C: finish nothing more, close the port, exit 0.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void service.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error), 1));
