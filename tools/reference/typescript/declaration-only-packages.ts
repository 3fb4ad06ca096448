import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Packages the reference needs only the `.d.ts` files of. Installing them as
 * dependencies costs ~540 MB and ~100 s (Angular, its CLI and build tools);
 * their declaration files are ~2 MB of tarball. The integrity pins the exact
 * published file.
 */
export interface PackedPackage {
  name: string;
  version: string;
  /** The integrity npm reports for the published tarball. */
  integrity: string;
  /** What to keep of the tarball (tar wildcards); by default its `package.json` files and `.d.ts` files. */
  keep?: readonly string[];
}

const DECLARATIONS = ['*/package.json', '*.d.ts'];

export const DECLARATION_ONLY_PACKAGES: readonly PackedPackage[] = [
  {
    name: '@vendure/admin-ui',
    version: '3.7.3',
    integrity: 'sha512-TXAtZFPVoRXiMFC5uBVFAPAxHkGD/LfnsBldCs8Cw8Bml93ziY1bXDxV9YFBMDqKbyX0X5yYFk3oZ99RCavCrQ==',
    // The bundles' source maps embed every source file (~7 MB): the line of each declaration, interfaces too.
    keep: [...DECLARATIONS, 'package/fesm2022/*.mjs.map'],
  },
  {
    name: '@vendure/ui-devkit',
    version: '3.7.3',
    integrity: 'sha512-OmQUCchA3dqDkcrQ2B9Bjf4AM0l7dn4U+EDZdMPnNOfSrFxP4BV7cuxbMJU9u+HmmBNS7OrKZix0iCKbznamgA==',
    // The compiler's JavaScript and its maps (no embedded sources) give its functions and classes their lines.
    keep: [...DECLARATIONS, 'package/compiler/*.js', 'package/compiler/*.js.map'],
  },
];

/**
 * `@vendure/dashboard` publishes its extension API as TypeScript sources
 * (`src/lib/**\/*.ts(x)`, with the doc comments) beside the declarations of its
 * server and Vite plugins; installing it would bring Vite, Tailwind, TanStack
 * and more (~300 MB) into the site's install.
 */
export const DASHBOARD_PACKAGE: PackedPackage = {
  name: '@vendure/dashboard',
  version: '3.7.3',
  integrity: 'sha512-WRL7Qqtc26FtzncC6NEuswVh4bGJJORfQhhhfxMI182XZDnqyUe3Ev3nxj1kF4Pt9fg4r0H/OLMUnrMNKDieTA==',
  keep: [...DECLARATIONS, 'package/src/lib/*.ts', 'package/src/lib/*.tsx'],
};

/** Every package the reference reads from the cache rather than from the site's install. */
export const REFERENCE_PACKED_PACKAGES: readonly PackedPackage[] = [...DECLARATION_ONLY_PACKAGES, DASHBOARD_PACKAGE];

/**
 * Where the declarations are unpacked. The inner `node_modules` lets them
 * resolve each other (`ui-devkit` imports `admin-ui`) and, further up, the
 * installed packages.
 */
export function declarationCacheDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'vendure-reference', 'node_modules');
}

/** Records what an unpacked folder kept, so that a cache unpacked with another keep list is unpacked again. */
const KEPT = '.reference-kept.json';

function isUnpacked(dir: string, pkg: PackedPackage): boolean {
  const manifest = path.join(dir, 'package.json');
  const kept = path.join(dir, KEPT);
  return (
    existsSync(manifest) &&
    existsSync(kept) &&
    (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version === pkg.version &&
    readFileSync(kept, 'utf8') === keptRecord(pkg)
  );
}

function keptRecord(pkg: PackedPackage): string {
  return JSON.stringify(pkg.keep ?? DECLARATIONS);
}

/**
 * Makes sure each declaration-only package is unpacked in the cache, fetching
 * its tarball with `npm pack` the first time. Returns a `node_modules`-like
 * directory holding them. Fails when npm reports a different integrity.
 */
export function ensureDeclarationOnlyPackages(root: string): string {
  return ensurePackedDeclarations(declarationCacheDir(root), REFERENCE_PACKED_PACKAGES);
}

/**
 * Unpacks what each package keeps (by default the `package.json` files, nested ones too: Node 10 resolution reads them, and the `.d.ts` files) into
 * `<cache>/<name>`, fetching the tarball with `npm pack` when that version,
 * with that keep list, is not there yet, and fails when npm reports a different integrity.
 */
export function ensurePackedDeclarations(cache: string, packages: readonly PackedPackage[]): string {
  for (const pkg of packages) {
    const target = path.join(cache, pkg.name);
    if (isUnpacked(target, pkg)) continue;
    const work = mkdtempSync(path.join(tmpdir(), 'vendure-reference-'));
    try {
      const output = execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--json', '--pack-destination', work], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const [packed] = JSON.parse(output) as { filename: string; integrity: string }[];
      if (packed.integrity !== pkg.integrity) {
        throw new Error(`${pkg.name}@${pkg.version}: npm pack returned integrity ${packed.integrity}, expected ${pkg.integrity}`);
      }
      const unpacked = path.join(work, 'unpacked');
      mkdirSync(unpacked);
      execFileSync('tar', ['-xzf', path.join(work, packed.filename), '-C', unpacked, '--wildcards', ...(pkg.keep ?? DECLARATIONS)]);
      mkdirSync(path.dirname(target), { recursive: true });
      rmSync(target, { recursive: true, force: true });
      renameSync(path.join(unpacked, 'package'), target);
      writeFileSync(path.join(target, KEPT), keptRecord(pkg));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return cache;
}

