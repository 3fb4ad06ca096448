import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AUTHORED_REFERENCE_SECTIONS } from './generated-dirs';

/** A file the generator writes, relative to the repository root. */
export interface EmittedFile {
  path: string;
  content: string;
}

/**
 * The only stage that touches the disk: empties each generated folder (keeping
 * the authored sections inside it) and writes the files.
 */
export function emit(root: string, ownedDirs: readonly string[], files: EmittedFile[]): void {
  for (const dir of ownedDirs) {
    const full = path.join(root, dir);
    mkdirSync(full, { recursive: true });
    for (const entry of readdirSync(full)) {
      const rel = `${dir}/${entry}`;
      if (!AUTHORED_REFERENCE_SECTIONS.some((s) => s === rel)) rmSync(path.join(full, entry), { recursive: true, force: true });
    }
  }
  for (const file of files) {
    const full = path.join(root, file.path);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, file.content);
  }
}
