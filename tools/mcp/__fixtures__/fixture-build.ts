import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteUrl } from '../../../config/site';
import { writeEmbeddedIndex } from '../../search/embedded/write-index';

/**
 * A copy of the fixture build (five pages' HTML and Markdown) in a temporary
 * folder, with the embedded index the real build step writes from that HTML,
 * so the tests search exactly what a production build would hold.
 */
export function makeFixtureBuild(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-'));
  cpSync(path.join(__dirname, 'build'), dir, { recursive: true });
  writeEmbeddedIndex(dir, siteUrl, 'Vendure Docs');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
