import type { Plugin } from '@docusaurus/types';
import { writeGraphqlSchemas } from '../../tools/mcp/graphql-schema-publish';

/**
 * After the production build, publishes the final Shop and Admin schemas as
 * `/graphql/shop.graphql` and `/graphql/admin.graphql`, which the MCP
 * server's GraphQL tools read from the site (tools/mcp). Written into the
 * build only, so nothing generated lands in the repository.
 */
export default function graphqlSchemasPlugin(): Plugin {
  return {
    name: 'vendure-docs-graphql-schemas',
    async postBuild({ outDir }) {
      const started = performance.now();
      const { files, bytes, version } = await writeGraphqlSchemas(outDir);
      console.log(`[graphql] Schemas of Vendure ${version}: ${files.join(', ')}, ${Math.round(bytes / 1024)} KB; ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}
