import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listAuthoredPages } from '../markdown/authored-pages';
import { readPage } from '../markdown/read-page';
import type { EmittedFile } from './emit';
import { isGeneratedReferencePath } from './generated-dirs';

/**
 * Generation reads the installed packages (pinned by package-lock.json), the
 * site config, its own code and, of the authored pages, only their paths and
 * front matter (routes are link targets; section titles are labels). When
 * none of them changed and the generated files are exactly what the last run
 * wrote, the run can keep them: editing the text of a guide does not
 * regenerate the reference.
 */
export const CACHE_FILE = 'node_modules/.cache/vendure-reference/last-run.json';

const CODE_DIRS = ['tools/reference', 'tools/markdown'];
const FIXED_INPUTS = ['package-lock.json', 'config/site.ts'];

interface LastRun {
  key: string;
  /** Repository-relative path → sha256 of the content written. */
  files: Record<string, string>;
}

const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

function listFiles(root: string, dir: string, keep: (rel: string) => boolean): string[] {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    // `parentPath` arrived in Node 20.12; `path` is its older name (package.json allows Node 20.0).
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter(keep)
    .sort();
}

/** One hash over the name and content of every input file, and the path and front matter of every authored page. */
export function inputKey(root: string): string {
  const code = CODE_DIRS.flatMap((dir) => listFiles(root, dir, (rel) => rel.endsWith('.ts') && !rel.endsWith('.test.ts') && !rel.includes('/__fixtures__/')));
  const hash = createHash('sha256');
  for (const rel of [...FIXED_INPUTS, ...code]) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  for (const rel of listAuthoredPages(root)) hash.update(`${rel}\0${JSON.stringify(readPage(root, rel).frontMatter)}\0`);
  return hash.digest('hex');
}

/** The generated files on disk, as the cache records them. */
function generatedOnDisk(root: string, ownedDirs: readonly string[]): Record<string, string> {
  const files = ownedDirs.flatMap((dir) => listFiles(root, dir, isGeneratedReferencePath));
  return Object.fromEntries(files.map((rel) => [rel, sha256(readFileSync(path.join(root, rel)))]));
}

function sameFiles(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** True when the last run had this key and its files are still there, unchanged, with nothing beside them. */
export function isUpToDate(root: string, ownedDirs: readonly string[], key: string): boolean {
  const cacheFile = path.join(root, CACHE_FILE);
  if (!existsSync(cacheFile)) return false;
  const last = JSON.parse(readFileSync(cacheFile, 'utf8')) as LastRun;
  return last.key === key && sameFiles(last.files, generatedOnDisk(root, ownedDirs));
}

export function recordRun(root: string, key: string, files: EmittedFile[]): void {
  const cacheFile = path.join(root, CACHE_FILE);
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const last: LastRun = { key, files: Object.fromEntries(files.map((file) => [file.path, sha256(file.content)])) };
  writeFileSync(cacheFile, JSON.stringify(last));
}
