import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { DocsBuild } from './docs-build';
import { graphqlApisOf } from './graphql-apis';
import { graphqlSchemaInput, graphqlSchemaLookup } from './graphql-schema';
import { formatValidation, validateGraphql, validateGraphqlInput, validateGraphqlOutput } from './validate-graphql';

/** The server's way of turning a tool's run into a result: bad input becomes an error result. */
type Answer = (run: () => CallToolResult | Promise<CallToolResult>) => Promise<CallToolResult>;

/**
 * The tools over the Shop and Admin schemas the build publishes
 * (`graphql/*.graphql`), read on their first use.
 */
export function registerGraphqlTools(server: McpServer, build: DocsBuild, siteUrl: string, answer: Answer): void {
  const apis = graphqlApisOf(build);

  server.registerTool(
    'graphql_schema',
    {
      title: 'Look up the Vendure GraphQL schema',
      description:
        'Looks up a type, field (Type.field), enum with its values, input type, query or mutation of the Shop or Admin API of the Vendure version these docs describe: ' +
        `its SDL, description, deprecation and the URL of its reference page on ${siteUrl}. ` +
        'An operation that returns a union with error results gets an operation that selects them. An unknown name gets the closest names, or the API that has it.',
      inputSchema: graphqlSchemaInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) => answer(async () => ({ content: [{ type: 'text', text: graphqlSchemaLookup(await apis(), input, siteUrl) }] })),
  );

  server.registerTool(
    'validate_graphql',
    {
      title: 'Validate a Vendure GraphQL operation',
      description:
        'Validates a GraphQL document against the Shop or Admin API schema as a Vendure server would (graphql-js validation), and with variables given also checks them against their declared types. ' +
        'Returns each error with its line:column and a suggestion (the closest names, or the API that has the field), and warnings: deprecated fields, and result unions whose error results the selection does not read.',
      inputSchema: validateGraphqlInput,
      outputSchema: validateGraphqlOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) =>
      answer(async () => {
        const loaded = await apis();
        const result = validateGraphql(loaded, input);
        return { content: [{ type: 'text', text: formatValidation(result, loaded[input.api].version) }], structuredContent: result };
      }),
  );
}
