import type { ApiType } from './model';

/**
 * The final Shop and Admin schemas the GraphQL reference is generated from,
 * published with the site as SDL (`/graphql/shop.graphql`, …) so the MCP
 * tools read them from the site, locally or over HTTP, like every other file
 * they read.
 */
export const GRAPHQL_SCHEMA_FILES: Record<ApiType, string> = { shop: 'graphql/shop.graphql', admin: 'graphql/admin.graphql' };

export const API_NAMES: Record<ApiType, string> = { shop: 'Shop API', admin: 'Admin API' };

/** The first line of a file: a GraphQL comment, so the file is still plain SDL. */
const HEADER = /^# The (Shop|Admin) API of Vendure (\S+):/;

function schemaFileContent(api: ApiType, sdl: string, version: string): string {
  return `# The ${API_NAMES[api]} of Vendure ${version}: the final schema of a default server (default config and DefaultSearchPlugin), from which the GraphQL reference is generated.\n\n${sdl.trimEnd()}\n`;
}

/** The Vendure version a published schema names in its first line. */
export function versionOfSchemaFile(text: string): string | undefined {
  return HEADER.exec(text)?.[2];
}

/**
 * Both schema files, by their path on the site. The generator emits them
 * under static/ (which Docusaurus copies into the build), beside the
 * reference pages made from the same SDL; the MCP tests write them into
 * their fixture builds.
 */
export function schemaFiles(sdl: Record<ApiType, string>, version: string): { file: string; content: string }[] {
  return (['shop', 'admin'] as const).map((api) => ({ file: GRAPHQL_SCHEMA_FILES[api], content: schemaFileContent(api, sdl[api], version) }));
}
