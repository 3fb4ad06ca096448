import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { siteUrl } from '../../config/site';
import { MissingBuildError, openDocsBuild } from './docs-build';
import { createDocsServer } from './server';

const USAGE = `Usage: vendure-docs-mcp [--build <folder>]

An MCP server, over stdio, for a production build of the Vendure docs, with
the tools search_docs and read_page. The build folder is --build, else
$VENDURE_DOCS_BUILD, else this repository's build/ (made by npm run build).

Exit status: 1 when the folder holds no usable build, 2 for a bad option.`;

/** stdout carries the protocol, so every message of our own goes to stderr. */
function fail(message: string, code: number): never {
  console.error(`vendure-docs-mcp: ${message}`);
  process.exit(code);
}

function parseArgs(argv: string[]): { build?: string; help: boolean } {
  const args: { build?: string; help: boolean } = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--build' && argv[i + 1] !== undefined) args.build = argv[++i];
    else if (arg.startsWith('--build=')) args.build = arg.slice('--build='.length);
    else fail(`${arg === '--build' ? '--build needs a folder' : `unknown argument ${arg}`}\n\n${USAGE}`, 2);
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const dir = path.resolve(args.build || process.env.VENDURE_DOCS_BUILD || path.join(__dirname, '../../build'));
  let build;
  try {
    build = openDocsBuild(dir);
  } catch (error) {
    if (error instanceof MissingBuildError) fail(error.message, 1);
    throw error;
  }
  // The engine checks the index's format: an index it cannot read is no usable build, said now rather than on every search.
  await build.search.manifest().catch((error: unknown) =>
    fail(`${dir}: ${error instanceof Error ? error.message : String(error)} To fix: run \`npm run build\` in the repository.`, 1),
  );
  await createDocsServer(build, siteUrl).connect(new StdioServerTransport());
  console.error(`vendure-docs-mcp: serving ${build.routes.size} pages of ${dir} over stdio`);
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error), 1));
