import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadVendureSchemaSdl } from '../../reference/inputs/graphql-schemas';
import { schemaFiles } from '../../reference/graphql/published-schemas';
import { buildFileReader } from '../docs-build';
import { type GraphqlApis, graphqlApisOf } from '../graphql-apis';

/** Writes both schemas into a fixture build as `npm run generate` publishes them with the site, from the pinned `@vendure/core`. */
export async function writeGraphqlSchemas(outDir: string): Promise<{ files: string[]; version: string }> {
  const { version } = JSON.parse(readFileSync(require.resolve('@vendure/core/package.json'), 'utf8')) as { version: string };
  const files = schemaFiles(await loadVendureSchemaSdl(), version);
  for (const { file, content } of files) {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), content);
  }
  return { files: files.map(({ file }) => file), version };
}

/** Both APIs as the tools read them from a build, the schemas written as the site publishes them. */
export async function loadPublishedApis(): Promise<GraphqlApis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-graphql-'));
  try {
    await writeGraphqlSchemas(dir);
    return await graphqlApisOf({ readText: buildFileReader(dir) })();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
