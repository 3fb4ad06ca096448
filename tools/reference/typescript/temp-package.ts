import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import type { PackageInput } from './inputs';

/**
 * For tests: a package of `.d.ts` files written to a temporary folder, which
 * is removed when the test file ends.
 */
export function tempPackage(name: string, version: string, files: Record<string, string>): PackageInput {
  const dir = mkdtempSync(path.join(tmpdir(), 'reference-package-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const declarationFiles = Object.entries(files).map(([file, text]) => {
    writeFileSync(path.join(dir, file), text);
    return path.join(dir, file);
  });
  return { name, version, dir, declarationFiles };
}
