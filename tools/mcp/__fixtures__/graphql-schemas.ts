import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFileReader } from '../docs-build';
import { type GraphqlApis, graphqlApisOf } from '../graphql-apis';
import { writeGraphqlSchemas } from '../graphql-schema-publish';

/** Both APIs as the tools read them from a build, the schemas published by the build step itself from the pinned packages. */
export async function loadPublishedApis(): Promise<GraphqlApis> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-graphql-'));
  try {
    await writeGraphqlSchemas(dir);
    return await graphqlApisOf({ readText: buildFileReader(dir) })();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
