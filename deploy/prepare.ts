import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { bundleMcp } from '../tools/mcp/bundle';
import { csp, cspInclude, inlineScripts, typesenseOrigins } from './csp';
import { forwardingTarget, nginxRedirectMaps, type Redirect, routeOfFile } from './redirects';

/**
 * `npm run deploy:prepare`, after `npm run build`: what nginx needs beside the
 * build (see deploy/nginx.conf).
 *  - `build-nginx/csp.conf`: the Content-Security-Policy header, with the
 *    hashes of this build's inline scripts. Outside build/ so it is not served.
 *  - `build-nginx/redirects.conf`: the build's forwarding pages (old routes,
 *    config/redirects.ts) as nginx maps, answered with a 301 (deploy/redirects.ts).
 *  - `<file>.gz` and `<file>.br` next to each text file, for gzip_static and
 *    brotli_static: compressed once at the highest levels instead of per request.
 *  - `build-nginx/mcp-server.js`: the MCP service that answers /mcp
 *    (tools/mcp/http-cli.ts), one file of plain JavaScript with its packages
 *    inside, so the image needs Node and nothing from npm.
 */

const ROOT = path.resolve(__dirname, '..');
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md', '.graphql']);
/** Smaller files gain less than a packet; nginx's `gzip_min_length` is the same. */
export const MIN_COMPRESS_SIZE = 1024;
/** nginx caches /assets/ as immutable, so every file there must carry a content hash in its name. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** How hard `prepare` compresses: `max` for the deployed site, `fast` where only the serving is under test. */
export type CompressionLevel = 'max' | 'fast';

/** zlib's settings per level. On a 1,000-page build `fast` took 15 s of CPU instead of 109 s, for brotli copies 12 % larger (16.7 MB, not 14.9) and gzip ones the same size to 0.1 MB. */
const LEVELS: Record<CompressionLevel, { gzip: number; brotli: number }> = { max: { gzip: 9, brotli: 11 }, fast: { gzip: 6, brotli: 5 } };

const encodings = (level: CompressionLevel) =>
  [
    { ext: '.gz', create: () => zlib.createGzip({ level: LEVELS[level].gzip }) },
    {
      ext: '.br',
      create: (size: number) =>
        zlib.createBrotliCompress({
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS[level].brotli,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
    },
  ] as const;

export interface PrepareOptions {
  buildDir?: string;
  /** Where csp.conf is written. */
  outDir?: string;
  env?: NodeJS.ProcessEnv;
  /** `max` unless told: the browser tests of the nginx config use `fast`, as they test the serving, not the sizes. */
  compression?: CompressionLevel;
}

export interface PrepareResult {
  csp: string;
  cspFile: string;
  redirectsFile: string;
  /** The MCP service, bundled: `node mcp-server.js --build <build>`. */
  mcpServer: string;
  /** The forwarding pages, answered by nginx with a 301 instead. */
  redirects: number;
  pages: number;
  inlineScripts: number;
  connect: string[];
  compressed: number;
  upToDate: number;
  tooSmall: number;
  bytes: { original: number; gzip: number; brotli: number };
  seconds: number;
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimit<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** `utimes` passes seconds as a float, so the copy's mtime can be off by a fraction of a millisecond. */
const sameMtime = (a: { mtimeMs: number }, b: { mtimeMs: number }) => Math.abs(a.mtimeMs - b.mtimeMs) < 1;

export async function prepare({ buildDir = path.join(ROOT, 'build'), outDir = path.join(ROOT, 'build-nginx'), env = process.env, compression = 'max' }: PrepareOptions = {}): Promise<PrepareResult> {
  const started = performance.now();
  if (!existsSync(path.join(buildDir, 'index.html')) || !existsSync(path.join(buildDir, '404.html'))) {
    throw new Error(`${buildDir} holds no site (index.html and 404.html): run \`npm run build\` first.`);
  }
  // Our own outputs are not inputs: a second run must see the same files as the first.
  const files = (await readdir(buildDir, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.endsWith('.gz') && !file.endsWith('.br'));

  const unhashed = files.filter((file) => file.startsWith('assets/') && path.extname(file) && !HASHED_NAME.test(file));
  if (unhashed.length > 0) {
    throw new Error(`nginx.conf caches /assets/ for a year, but these files have no content hash in their name: ${unhashed.slice(0, 5).join(', ')}`);
  }

  const connect = typesenseOrigins(env);
  if (connect.length === 0 && !existsSync(path.join(buildDir, 'search/manifest.json'))) {
    throw new Error(
      'This build has no embedded search index, so it searches a Typesense cluster: set TYPESENSE_HOST (and TYPESENSE_PROTOCOL, TYPESENSE_PORT) as for the build, so that the CSP lets the browser reach it.',
    );
  }

  const concurrency = Math.max(2, os.availableParallelism());
  const pages = files.filter((file) => file.endsWith('.html'));
  const scripts = new Set<string>();
  const redirects: Redirect[] = [];
  await eachLimit(pages, concurrency * 4, async (file) => {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    const to = forwardingTarget(html);
    // nginx answers a forwarding page's route with a 301, so its script never runs under this CSP.
    if (to) redirects.push({ from: routeOfFile(file), to });
    else for (const body of inlineScripts(html)) scripts.add(body);
  });
  const policy = csp({ scripts, connect });
  await mkdir(outDir, { recursive: true });
  const cspFile = path.join(outDir, 'csp.conf');
  await writeFile(
    cspFile,
    cspInclude(policy, [
      `Generated by \`npm run deploy:prepare\` from ${path.relative(ROOT, buildDir) || buildDir}: do not edit or commit.`,
      `${scripts.size} distinct inline scripts in ${pages.length - redirects.length} pages; search: ${connect.length ? `hosted (${connect.join(', ')})` : 'embedded'}.`,
    ]),
  );

  const redirectsFile = path.join(outDir, 'redirects.conf');
  await writeFile(
    redirectsFile,
    nginxRedirectMaps(redirects, [
      `Generated by \`npm run deploy:prepare\` from the forwarding pages of ${path.relative(ROOT, buildDir) || buildDir} (config/redirects.ts): do not edit or commit.`,
    ]),
  );

  const mcpServer = (await bundleMcp({ entry: 'http-cli.ts', outfile: path.join(outDir, 'mcp-server.js') })).outfile;

  const result: PrepareResult = {
    csp: policy,
    cspFile,
    redirectsFile,
    mcpServer,
    redirects: redirects.length,
    pages: pages.length - redirects.length,
    inlineScripts: scripts.size,
    connect,
    compressed: 0,
    upToDate: 0,
    tooSmall: 0,
    bytes: { original: 0, gzip: 0, brotli: 0 },
    seconds: 0,
  };
  const candidates = files.filter((file) => COMPRESSIBLE.has(path.extname(file)));
  const chosen = encodings(compression);
  // zlib works on libuv's thread pool; a few more tasks than cores keep every core busy while others read or write.
  await eachLimit(candidates, concurrency + 1, async (file) => {
    const source = path.join(buildDir, file);
    const sourceStat = await stat(source);
    if (sourceStat.size < MIN_COMPRESS_SIZE) {
      result.tooSmall++;
      return;
    }
    let wrote = false;
    for (const encoding of chosen) {
      const target = source + encoding.ext;
      let targetStat = await stat(target).catch(() => undefined);
      // Outputs carry their source's mtime (nginx sends it as Last-Modified): equal means up to date.
      if (!targetStat || !sameMtime(targetStat, sourceStat)) {
        // Written aside and renamed, so nginx never serves a half-written file.
        const partial = `${target}.${process.pid}.tmp`;
        await pipeline(createReadStream(source), encoding.create(sourceStat.size), createWriteStream(partial));
        await utimes(partial, sourceStat.atime, sourceStat.mtime);
        await rename(partial, target);
        targetStat = await stat(target);
        wrote = true;
      }
      result.bytes[encoding.ext === '.gz' ? 'gzip' : 'brotli'] += targetStat.size;
    }
    result.bytes.original += sourceStat.size;
    if (wrote) result.compressed++;
    else result.upToDate++;
  });
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

export function summary(result: PrepareResult): string {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  const { original, gzip, brotli } = result.bytes;
  return (
    `deploy:prepare: CSP with ${result.inlineScripts} inline-script hashes from ${result.pages} pages` +
    `${result.connect.length ? ` and Typesense ${result.connect.join(', ')}` : ''} -> ${path.relative(process.cwd(), result.cspFile)}; ` +
    `${result.redirects} redirects as 301s -> ${path.relative(process.cwd(), result.redirectsFile)}; ` +
    `MCP service -> ${path.relative(process.cwd(), result.mcpServer)}; ` +
    `precompressed ${result.compressed} files (${result.upToDate} already up to date, ${result.tooSmall} under ${MIN_COMPRESS_SIZE} B skipped): ` +
    `${mb(original)} -> ${mb(gzip)} gzip, ${mb(brotli)} brotli; ${result.seconds.toFixed(1)} s`
  );
}

if (require.main === module) {
  prepare().then(
    (result) => console.log(summary(result)),
    (error: Error) => {
      console.error(`deploy:prepare: ${error.message}`);
      process.exit(1);
    },
  );
}
