import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { siteUrl } from '../../config/site';
import { type DocsBuild, MissingBuildError, openDocsBuild } from './docs-build';
import { openDocsSite } from './http-site';
import { createDocsServer } from './server';
import { version } from './version';

const USAGE = `Usage: vendure-docs-mcp [--site <url> | --build <folder>]

An MCP server, over stdio, for the Vendure docs: search them and read their
pages. It reads a deployed site over HTTP, --site or $VENDURE_DOCS_SITE,
by default ${siteUrl}, and keeps what it fetched in memory; or a production
build on disk (made by npm run build in the docs repository), --build or
$VENDURE_DOCS_BUILD.

Exit status: 1 when the site or folder holds no usable build, 2 for a bad option.`;

/** stdout carries the protocol, so every message of our own goes to stderr. */
function fail(message: string, code: number): never {
  console.error(`vendure-docs-mcp: ${message}`);
  process.exit(code);
}

interface Args {
  build?: string;
  site?: string;
  help: boolean;
  version: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { help: false, version: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const option = /^--(build|site)(?:=(.*))?$/.exec(arg);
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--version') args.version = true;
    else if (option) {
      const value = option[2] ?? argv[++i];
      if (!value) fail(`--${option[1]} needs ${option[1] === 'build' ? 'a folder' : 'a URL'}\n\n${USAGE}`, 2);
      args[option[1] as 'build' | 'site'] = value;
    } else fail(`unknown argument ${arg}\n\n${USAGE}`, 2);
  }
  if (args.build && args.site) fail(`pass --site or --build, not both\n\n${USAGE}`, 2);
  return args;
}

/** The build to serve, and the site its URLs name: a folder's pages link to the production site, a site's to itself. */
async function open(args: Args, env: NodeJS.ProcessEnv): Promise<{ build: DocsBuild; site: string }> {
  const folder = args.build ?? (args.site ? undefined : env.VENDURE_DOCS_BUILD);
  if (folder) return { build: openDocsBuild(path.resolve(folder)), site: siteUrl };
  const build = await openDocsSite(args.site ?? env.VENDURE_DOCS_SITE ?? siteUrl);
  return { build, site: build.dir };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help || args.version) {
    console.log(args.help ? USAGE : version);
    return;
  }
  let opened;
  try {
    opened = await open(args, process.env);
  } catch (error) {
    if (error instanceof MissingBuildError) fail(error.message, 1);
    // A site that cannot be reached is no usable build either, said the same way.
    fail(error instanceof Error ? error.message : String(error), 1);
  }
  const { build, site } = opened;
  // The engine checks the index's format: an index it cannot read is no usable build, said now rather than on every search.
  const fix = build.dir === site ? 'To fix: update vendure-docs-mcp (npx vendure-docs-mcp@latest).' : 'To fix: run `npm run build` in the repository.';
  await build.search.manifest().catch((error: unknown) => fail(`${build.dir}: ${error instanceof Error ? error.message : String(error)} ${fix}`, 1));
  await createDocsServer(build, site).connect(new StdioServerTransport());
  console.error(`vendure-docs-mcp: serving ${build.routes.size} pages of ${build.dir} over stdio`);
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error), 1));
