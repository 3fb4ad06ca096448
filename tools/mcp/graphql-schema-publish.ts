import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GRAPHQL_SCHEMA_FILES, schemaFileContent } from '../reference/graphql/published-schemas';

/**
 * Writes both schemas into a build folder. The schemas come from the pinned
 * `@vendure/core`, loaded only here so that loading the site's config does
 * not load Vendure.
 */
export async function writeGraphqlSchemas(outDir: string): Promise<{ files: string[]; bytes: number; version: string }> {
  const { loadVendureSchemaSdl } = await import('../reference/inputs/graphql-schemas');
  const sdl = await loadVendureSchemaSdl();
  const { version } = JSON.parse(readFileSync(require.resolve('@vendure/core/package.json'), 'utf8')) as { version: string };
  let bytes = 0;
  const files = (['shop', 'admin'] as const).map((api) => {
    const content = schemaFileContent(api, sdl[api], version);
    const file = path.join(outDir, GRAPHQL_SCHEMA_FILES[api]);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += Buffer.byteLength(content);
    return GRAPHQL_SCHEMA_FILES[api];
  });
  return { files, bytes, version };
}
