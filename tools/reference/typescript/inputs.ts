import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DECLARATION_ONLY_PACKAGES, declarationCacheDir, ensureDeclarationOnlyPackages } from './declaration-only-packages';

/** A pinned package whose `.d.ts` files feed the TypeScript reference. */
export interface PackageInput {
  name: string;
  version: string;
  /** Absolute directory of the installed package. */
  dir: string;
  /** Absolute paths of its `.d.ts` files, sorted. */
  declarationFiles: string[];
}

/** The packages DESIGN.md §1 pins, in the order their pages are listed. */
export const REFERENCE_PACKAGES = [
  '@vendure/core',
  '@vendure/common',
  '@vendure/testing',
  '@vendure/asset-server-plugin',
  '@vendure/email-plugin',
  '@vendure/harden-plugin',
  '@vendure/job-queue-plugin',
  '@vendure/admin-ui-plugin',
  '@vendure/elasticsearch-plugin',
  '@vendure/payments-plugin',
  '@vendure/sentry-plugin',
  '@vendure/admin-ui',
  '@vendure/ui-devkit',
] as const;

function listDeclarationFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Locates each pinned package under `<root>/node_modules`. A missing package
 * is an error, not a silently smaller reference.
 */
export function locatePackages(root: string, names: readonly string[] = REFERENCE_PACKAGES): PackageInput[] {
  const declarationsOnly = new Set<string>(DECLARATION_ONLY_PACKAGES.map((p) => p.name));
  if (names.some((name) => declarationsOnly.has(name))) ensureDeclarationOnlyPackages(root);
  return names.map((name) => {
    const dir = path.join(declarationsOnly.has(name) ? declarationCacheDir(root) : path.join(root, 'node_modules'), name);
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) throw new Error(`Reference input ${name} is not installed (looked in ${dir}); run npm install`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    return { name, version, dir, declarationFiles: listDeclarationFiles(dir) };
  });
}
