import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { redirects } from '../../config/redirects';

/**
 * The MCP server as plain JavaScript, one file per entry point, so that it
 * runs without this repository's install or tsx: the publishable stdio
 * package (build-package.ts) and the hosted endpoint's service in the
 * production image (deploy/prepare.ts).
 */

const MCP = __dirname;
const ROOT = path.resolve(MCP, '../..');

/**
 * config/redirects.ts reads the generated reference redirects from the
 * repository's docs/ folder when it loads, which a bundle run elsewhere does
 * not have: the bundle gets the list as it is now, after `npm run generate`.
 */
const redirectsSnapshot: Plugin = {
  name: 'redirects-snapshot',
  setup(builder) {
    const file = path.join(ROOT, 'config/redirects.ts');
    builder.onResolve({ filter: /\/config\/redirects$/ }, (args) =>
      path.resolve(args.resolveDir, args.path) === file.slice(0, -3) ? { path: file, namespace: 'redirects-snapshot' } : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'redirects-snapshot' }, () => ({ contents: `export const redirects = ${JSON.stringify(redirects)};`, loader: 'js' }));
  },
};

/** The packages of node_modules a bundle holds, by name, from esbuild's list of its inputs. */
function bundledPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) names.add(match[1]);
  }
  return Array.from(names).sort();
}

/** The license texts of the packages a bundle holds, which their licenses ask to keep with copies of the code. */
function licensesOf(packages: string[]): string {
  return packages
    .map((name) => {
      const folder = path.join(ROOT, 'node_modules', name);
      const { version, license } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string; license?: string };
      const file = ['LICENSE', 'LICENSE.md', 'license', 'LICENSE.txt', 'license.md'].map((f) => path.join(folder, f)).find(existsSync);
      return `${name}@${version} (${license ?? 'see its package'})\n\n${file ? readFileSync(file, 'utf8').trim() : '(no license file in the package)'}\n`;
    })
    .join(`\n${'-'.repeat(72)}\n\n`);
}

export interface BundleResult {
  outfile: string;
  bytes: number;
  /** Packages of node_modules inside the bundle (their licenses are written beside it). */
  bundled: string[];
}

/**
 * Bundles `entry` (a file of tools/mcp) into `outfile`, an executable
 * CommonJS file for Node 18 and later, leaving the `external` packages to be required
 * at run time; the licenses of the packages it holds go to
 * `<outfile without .js>.LICENSES.txt`.
 */
export async function bundleMcp({ entry, outfile, external = [] }: { entry: string; outfile: string; external?: string[] }): Promise<BundleResult> {
  const result = await build({
    entryPoints: [path.join(MCP, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    // Debian bookworm's Node, which the production image runs (deploy/Dockerfile).
    target: 'node18',
    format: 'cjs',
    // A package's subpaths too (`zod/v4`, `@modelcontextprotocol/sdk/server/mcp.js`).
    external: external.flatMap((name) => [name, `${name}/*`]),
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [redirectsSnapshot],
  });
  const bundled = bundledPackages(result.metafile);
  writeFileSync(outfile.replace(/\.c?js$/, '') + '.LICENSES.txt', licensesOf(bundled));
  return { outfile, bytes: readFileSync(outfile).length, bundled };
}

/** The package's dependencies: required at run time, never bundled. */
export function packageDependencies(): Record<string, string> {
  return (JSON.parse(readFileSync(path.join(MCP, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
}
