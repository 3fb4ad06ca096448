import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBEDDED_INDEX_PATH, fragmentFile, type Manifest, shardFile } from '../../../src/search/embedded-index';
import { collectRecords } from '../collect';
import { buildEmbeddedIndex } from './build-index';
import { pagesOf } from './model';

const DATA_FOLDER = /^[0-9a-f]{12}$/;

/** Figures worth printing after a build (bytes are gzip unless said otherwise). */
export interface IndexFigures {
  pages: number;
  records: number;
  shards: number;
  /** All files, raw and gzip. */
  bytes: number;
  gzipBytes: number;
  manifestGzip: number;
  largestShardGzip: number;
  largestFragmentGzip: number;
}

/** Writes the embedded index of a finished build: the manifest, and the shards and fragments in a folder named after their hash. */
export function writeEmbeddedIndex(buildDir: string, siteUrl: string, siteTitle: string): IndexFigures {
  const { records } = collectRecords(buildDir, siteUrl, siteTitle);
  const pages = pagesOf(records);
  const index = buildEmbeddedIndex(pages);
  const files = new Map<string, string>();
  index.shards.forEach((shard, n) => files.set(shardFile(n), JSON.stringify(shard)));
  index.fragments.forEach((fragment, n) => files.set(fragmentFile(n), JSON.stringify(fragment)));
  const hash = createHash('sha256');
  for (const [name, json] of files) hash.update(name).update(json);
  const data = hash.digest('hex').slice(0, 12); // DATA_FOLDER's form
  const manifest: Manifest = { ...index.manifest, data };
  const manifestJson = JSON.stringify(manifest);

  const manifestFile = path.join(buildDir, EMBEDDED_INDEX_PATH);
  const searchDir = path.dirname(manifestFile);
  // The folder also holds the search page (search/index.html): only an earlier index's data folders go.
  mkdirSync(searchDir, { recursive: true });
  for (const entry of readdirSync(searchDir, { withFileTypes: true })) {
    if (entry.isDirectory() && DATA_FOLDER.test(entry.name)) rmSync(path.join(searchDir, entry.name), { recursive: true });
  }
  mkdirSync(path.join(searchDir, data), { recursive: true });
  writeFileSync(manifestFile, manifestJson);
  const figures: IndexFigures = {
    pages: pages.length,
    records: records.length,
    shards: index.shards.length,
    bytes: Buffer.byteLength(manifestJson),
    gzipBytes: gzipSync(manifestJson).length,
    manifestGzip: gzipSync(manifestJson).length,
    largestShardGzip: 0,
    largestFragmentGzip: 0,
  };
  for (const [name, json] of files) {
    writeFileSync(path.join(searchDir, data, name), json);
    const gzip = gzipSync(json).length;
    figures.bytes += Buffer.byteLength(json);
    figures.gzipBytes += gzip;
    const largest = name.startsWith('t') ? 'largestShardGzip' : 'largestFragmentGzip';
    figures[largest] = Math.max(figures[largest], gzip);
  }
  return figures;
}
