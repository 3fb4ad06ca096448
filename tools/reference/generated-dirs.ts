/**
 * Folders under docs/ that the reference generator owns: wiped and rewritten
 * on every run, ignored by git, and never treated as authored pages.
 */
export const GENERATED_REFERENCE_DIRS = [
  'docs/reference/typescript-api',
  'docs/reference/admin-ui-api',
  'docs/reference/dashboard',
  'docs/reference/core-plugins',
  'docs/reference/graphql-api',
] as const;

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
