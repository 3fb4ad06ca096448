import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DASHBOARD_PACKAGE, REFERENCE_PACKED_PACKAGES, declarationCacheDir, ensureDeclarationOnlyPackages } from './declaration-only-packages';

/** A pinned package whose `.d.ts` files feed the TypeScript reference. */
export interface PackageInput {
  name: string;
  version: string;
  /** Absolute directory of the installed package. */
  dir: string;
  /** Absolute paths of its `.d.ts` files (and, for a package that publishes its sources, of those), sorted. */
  declarationFiles: string[];
  /** Import aliases its sources use (`@/vdb/*` in the Dashboard's), for the compiler's `paths`. */
  paths?: Record<string, string[]>;
}

/**
 * The packages DESIGN.md §1 pins, in the order their pages are listed.
 * `@vendure/telemetry-plugin` is released on its own schedule: its newest
 * release, 3.7.0, is the one pinned and the version its pages name.
 */
export const REFERENCE_PACKAGES = [
  '@vendure/core',
  '@vendure/common',
  '@vendure/testing',
  '@vendure/asset-server-plugin',
  '@vendure/email-plugin',
  '@vendure/graphiql-plugin',
  '@vendure/harden-plugin',
  '@vendure/job-queue-plugin',
  '@vendure/admin-ui-plugin',
  '@vendure/elasticsearch-plugin',
  '@vendure/payments-plugin',
  '@vendure/sentry-plugin',
  '@vendure/telemetry-plugin',
  '@vendure/admin-ui',
  '@vendure/ui-devkit',
  '@vendure/dashboard',
] as const;

/** Packages whose published TypeScript sources carry the doc comments; stories and tests are not API. */
const SOURCE_FILE = /\.tsx?$/;
const NOT_API = /\.(stories|spec|test)\.tsx?$/;

function listDeclarationFiles(dir: string, withSources: boolean): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.d.ts') || (withSources && SOURCE_FILE.test(entry.name) && !NOT_API.test(entry.name))) files.push(full);
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
  const declarationsOnly = new Set<string>(REFERENCE_PACKED_PACKAGES.map((p) => p.name));
  if (names.some((name) => declarationsOnly.has(name))) ensureDeclarationOnlyPackages(root);
  return names.map((name) => {
    const dir = path.join(declarationsOnly.has(name) ? declarationCacheDir(root) : path.join(root, 'node_modules'), name);
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) throw new Error(`Reference input ${name} is not installed (looked in ${dir}); run npm install`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    if (name !== DASHBOARD_PACKAGE.name) return { name, version, dir, declarationFiles: listDeclarationFiles(dir, false) };
    return { name, version, dir, declarationFiles: listDeclarationFiles(dir, true), paths: { '@/vdb/*': [path.join(dir, 'src/lib/*')] } };
  });
}
