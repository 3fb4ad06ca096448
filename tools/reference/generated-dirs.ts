/**
 * Folders the reference generator owns: wiped and rewritten on every run,
 * ignored by git, and never treated as authored pages. Besides the pages under
 * docs/, the final schemas the GraphQL reference is made from, published as
 * `/graphql/*.graphql` for the MCP tools (graphql/published-schemas.ts).
 */
export const GENERATED_REFERENCE_DIRS = [
  'docs/reference/typescript-api',
  'docs/reference/admin-ui-api',
  'docs/reference/dashboard',
  'docs/reference/core-plugins',
  'docs/reference/graphql-api',
  'static/graphql',
] as const;

/**
 * The redirects from the official site's spelling of reference routes to ours
 * (`officialRedirects`), written by the generator beside the pages it
 * concerns and read by config/redirects.ts. Docusaurus makes pages only of
 * Markdown files, so the JSON is never a page.
 */
export const REFERENCE_REDIRECTS_FILE = 'docs/reference/typescript-api/_official-redirects.json';

/**
 * Hand-written sections inside generated folders: `@vendure/stellate-plugin`
 * is not on the registry, so its pages cannot be generated.
 */
export const AUTHORED_REFERENCE_SECTIONS = ['docs/reference/core-plugins/stellate-plugin'] as const;

/** True for a repository-relative path the generator owns. */
export function isGeneratedReferencePath(rel: string): boolean {
  const under = (dir: string) => rel === dir || rel.startsWith(`${dir}/`);
  return GENERATED_REFERENCE_DIRS.some(under) && !AUTHORED_REFERENCE_SECTIONS.some(under);
}
