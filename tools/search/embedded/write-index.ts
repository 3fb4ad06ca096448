import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EMBEDDED_INDEX_PATH } from '../../../src/search/embedded-index';
import { collectRecords } from '../collect';
import { buildEmbeddedIndex } from './build-index';

/** Figures worth printing after a build. */
export interface IndexFigures {
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
}

/** Extracts the records of a finished build and writes the embedded index into it. */
export function writeEmbeddedIndex(buildDir: string, siteUrl: string, siteTitle: string): IndexFigures {
  const { pages, records } = collectRecords(buildDir, siteUrl, siteTitle);
  const json = JSON.stringify(buildEmbeddedIndex(records));
  const file = path.join(buildDir, EMBEDDED_INDEX_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
  return { pages, records: records.length, bytes: Buffer.byteLength(json), gzipBytes: gzipSync(json).length };
}
