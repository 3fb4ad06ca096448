import { gzipSync } from 'node:zlib';
import { fragmentFile, type Manifest, shardFile } from '../../src/search/embedded-index';
import { EmbeddedSearch } from '../../src/search/query';
import { searchPageRequest } from '../../src/search/request';
import { collectRecords } from '../search/collect';
import { buildEmbeddedIndex } from '../search/embedded/build-index';
import { type PageModel, pagesOf } from '../search/embedded/model';
import { SITE_FILTER } from '../search/relevance/evaluate';

/**
 * `npm run bench:search [-- <build folder>]`: what the embedded index costs a
 * reader, for the build's pages and for twice as many (every page copied
 * under another path, so the vocabulary stays and every posting list
 * doubles, as it would when the site grows in kind): the manifest, the
 * largest shard and fragment, and for a few queries the gzip bytes a first
 * query downloads and the engine's time once the files are in memory, cold
 * (first query, shards parsed) and warm. Figures only.
 */
const QUERIES = ['channel', 'how do i create a plugin', 'refund an order', 'OrderStateTransitionEvent', 'add a custom field to product'];

function measureIndex(pages: PageModel[]) {
  const index = buildEmbeddedIndex(pages);
  const files = new Map<string, string>([['manifest.json', JSON.stringify({ ...index.manifest, data: 'd' } satisfies Manifest)]]);
  index.shards.forEach((shard, n) => files.set(`d/${shardFile(n)}`, JSON.stringify(shard)));
  index.fragments.forEach((fragment, n) => files.set(`d/${fragmentFile(n)}`, JSON.stringify(fragment)));
  const gzip = new Map(Array.from(files, ([name, json]) => [name, gzipSync(json).length]));
  const largest = (prefix: string) => Math.max(...Array.from(gzip).filter(([name]) => name.startsWith(prefix)).map(([, size]) => size));
  return { pages: pages.length, shards: index.shards.length, files, gzip, manifestGzip: gzip.get('manifest.json')!, largestShard: largest('d/t'), largestFragment: largest('d/p') };
}

async function measureQuery(files: Map<string, string>, gzip: Map<string, number>, q: string) {
  const fetched: string[] = [];
  // JSON.parse happens here as in the worker (response.json()), so it is timed with the query.
  const engine = new EmbeddedSearch(async (file) => {
    fetched.push(file);
    return JSON.parse(files.get(file)!) as unknown;
  });
  const request = searchPageRequest(q, SITE_FILTER, 'vendure-docs', 1, 10);
  const coldStart = performance.now();
  await engine.search(request, 'https://docs.invalid');
  const coldMs = performance.now() - coldStart;
  const warmStart = performance.now();
  await engine.search(request, 'https://docs.invalid');
  const warmMs = performance.now() - warmStart;
  return { fetchedGzip: fetched.reduce((sum, file) => sum + gzip.get(file)!, 0), files: fetched.length, coldMs, warmMs };
}

async function main() {
  const buildDir = process.argv[2] ?? 'build';
  const pages = pagesOf(collectRecords(buildDir, 'https://docs.invalid', 'Vendure Docs').records);
  const doubled = [...pages, ...pages.map((page) => ({ ...page, path: `/copy${page.path}` }))];
  const kB = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const [label, set] of [['site', pages], ['doubled', doubled]] as const) {
    const { files, gzip, ...figures } = measureIndex(set);
    console.log(`${label}: ${figures.pages} pages, ${figures.shards} shards; manifest ${kB(figures.manifestGzip)}, largest shard ${kB(figures.largestShard)}, largest fragment ${kB(figures.largestFragment)} (gzip)`);
    for (const q of QUERIES) {
      const { fetchedGzip, files: count, coldMs, warmMs } = await measureQuery(files, gzip, q);
      console.log(`  "${q}": first query fetches ${count} files, ${kB(fetchedGzip)} gzip; engine ${coldMs.toFixed(0)} ms cold, ${warmMs.toFixed(1)} ms warm`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
