import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EMBEDDED_INDEX_PATH } from '../../../src/search/embedded-index';
import type { IndexSource } from '../../../src/search/query';

/** The embedded index of a build folder, read from disk: what the browser's worker fetches over HTTP. */
export function fileSource(buildDir: string): IndexSource {
  const folder = path.join(buildDir, path.dirname(EMBEDDED_INDEX_PATH));
  return async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as unknown;
}
