import path from 'node:path';
import { sourceRepoUrl } from '../../config/site';
import { readFileSync } from 'node:fs';
import { CACHE_FILE, inputKey, isUpToDate, recordRun } from './cache';
import { GENERATED_REFERENCE_DIRS, REFERENCE_REDIRECTS_FILE } from './generated-dirs';
import { generateGraphqlReference } from './graphql/generate';
import { schemaFiles } from './graphql/published-schemas';
import { loadVendureSchemaSdlAside } from './inputs/graphql-schemas-aside';
import { emit } from './emit';
import { generateTypeScriptReference, readTypeScriptDeclarations } from './typescript/generate';
import { officialCoverage, routeOfPageFile } from './typescript/official-routes';
import { MOVED, NO_PAGE_REASONS } from '../../config/old-routes';

/** The routes of Vendure's own documentation site (early 2026), which must keep working here. */
const OFFICIAL_ROUTES_FILE = 'tests/e2e/fixtures/official-routes.txt';

/**
 * `npm run generate`: writes the generated reference under docs/reference/ and
 * prints coverage; keeps the files of the last run when no input changed
 * (`-- --force` regenerates anyway).
 */
async function main() {
  const started = performance.now();
  const root = path.resolve(__dirname, '../..');
  const key = inputKey(root);
  if (!process.argv.includes('--force') && isUpToDate(root, GENERATED_REFERENCE_DIRS, key)) {
    console.log(`Reference: inputs unchanged since the last run (${CACHE_FILE}), generated files kept; --force regenerates`);
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/@vendure/core/package.json'), 'utf8')) as { version: string };
  // The two slow inputs side by side: the schemas in a child process, the declarations here.
  const schemas = loadVendureSchemaSdlAside();
  const declarations = readTypeScriptDeclarations(root);
  const sdl = await schemas;
  const graphql = generateGraphqlReference(sdl, version);
  // Doc comments link to GraphQL entries, so the TypeScript pages are planned knowing them.
  const ts = generateTypeScriptReference(root, sourceRepoUrl, graphql.anchors, declarations);
  const published = schemaFiles(sdl, version).map(({ file, content }) => ({ path: `static/${file}`, content }));
  const files = [...ts.files, ...graphql.files, ...published];
  emit(root, GENERATED_REFERENCE_DIRS, files);
  recordRun(root, key, files);

  console.log(`Reference: documented ${ts.documented} / tagged ${ts.tagged} declarations (Dashboard: ${ts.dashboard.documented} / ${ts.dashboard.tagged})`);
  console.log(`  and ${ts.referenced} untagged types that documented signatures name (in place when not exported, else a page)`);
  console.log(`  pages: ${Object.entries(ts.pages).map(([area, n]) => `${area} ${n}`).join(', ')}`);
  console.log(`  ${ts.redirects.length} redirects from the official site's spelling of these routes (${REFERENCE_REDIRECTS_FILE})`);
  const official = readFileSync(path.join(root, OFFICIAL_ROUTES_FILE), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean);
  const pages = new Set([...ts.routes, ...files.filter((f) => /\.mdx?$/.test(f.path)).map((f) => routeOfPageFile(f.path))]);
  const coverage = officialCoverage(official, pages, new Set([...ts.redirects, ...MOVED].map((r) => r.from)), NO_PAGE_REASONS);
  console.log(`  official reference routes with a page or section here: ${coverage.covered} / ${coverage.total} (${OFFICIAL_ROUTES_FILE})`);
  for (const { route, reason } of coverage.missing) console.log(`    not covered: ${route}: ${reason ?? 'no page and no reason recorded (config/old-routes.ts)'}`);
  for (const s of ts.skipped) console.log(`  not placed: ${s.name} (${s.file}): ${s.reason}`);
  if (ts.unresolvedLinks.length > 0) {
    console.log(`  ${ts.unresolvedLinks.length} links in doc comments point to nothing documented here (kept as text):`);
    for (const link of ts.unresolvedLinks) console.log(`    ${link.from} → ${link.name}`);
  }
  console.log(
    `GraphQL reference: ${graphql.pages} pages; descriptions ${(['admin', 'shop'] as const)
      .map((api) => `${api} ${graphql.coverage[api].documented} / ${graphql.coverage[api].total}`)
      .join(', ')}`,
  );
  for (const href of graphql.unresolved) console.log(`  schema description links to ${href}, which this site lacks (kept as text)`);
  console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
