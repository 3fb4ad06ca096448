import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleMcp, packageDependencies } from './bundle';

/**
 * `npm pack` in tools/mcp runs this first (prepack): the stdio server bundled
 * into dist/, its declared dependencies left out of the bundle, everything
 * else (the site's search engine, the tools) inside it.
 */
const dist = path.join(__dirname, 'dist');
rmSync(dist, { recursive: true, force: true });
bundleMcp({ entry: 'cli.ts', outfile: path.join(dist, 'vendure-docs-mcp.js'), external: Object.keys(packageDependencies()) }).then(
  ({ outfile, bytes, bundled }) => console.error(`vendure-docs-mcp: bundled ${path.relative(process.cwd(), outfile)} (${(bytes / 1024).toFixed(0)} KB; inside: ${bundled.join(', ') || 'no package'})`),
  (error: Error) => {
    console.error(`vendure-docs-mcp: bundling failed: ${error.message}`);
    process.exit(1);
  },
);
