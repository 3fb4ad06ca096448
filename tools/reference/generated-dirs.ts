/**
 * Folders under docs/ that the reference generator owns: wiped and rewritten
 * on every run, ignored by git, and never treated as authored pages.
 */
export const GENERATED_REFERENCE_DIRS = [
  'docs/reference/typescript-api',
  'docs/reference/admin-ui-api',
  'docs/reference/core-plugins',
  'docs/reference/graphql-api',
] as const;
