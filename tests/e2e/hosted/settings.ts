/**
 * The hosted-mode test build: a site configured for a Typesense cluster at a
 * local stand-in, built into `build-hosted/` by `npm run build:hosted`.
 */
export const HOSTED_BUILD_DIR = 'build-hosted';
export const HOSTED_SITE_PORT = 3213;
export const STAND_IN_PORT = 8109;
export const COLLECTION = 'vendure-docs-test';
export const SEARCH_ONLY_KEY = 'search-only-key-for-tests';
/** Set while the hosted test site is built; no file of the build may contain it. */
export const ADMIN_KEY_CANARY = 'admin-key-canary-4d1f8e2b9c';

/**
 * The pages the hosted-mode tests visit and search, with some of each section (Learn, Reference, User Guide): the
 * search UI is the same on every page, and building these (65) instead of the whole site took 13 s, not 2 min.
 */
export const HOSTED_TEST_PAGES = [
  'guides/getting-started',
  'guides/core-concepts',
  'reference/index.mdx',
  'reference/typescript-api/data-access',
  'reference/typescript-api/payment',
  'user-guide/index.mdx',
  'user-guide/orders',
];

export const hostedBuildEnv = {
  DOCS_ONLY: HOSTED_TEST_PAGES.join(','),
  TYPESENSE_HOST: '127.0.0.1',
  TYPESENSE_PORT: String(STAND_IN_PORT),
  TYPESENSE_PROTOCOL: 'http',
  TYPESENSE_COLLECTION: COLLECTION,
  TYPESENSE_SEARCH_API_KEY: SEARCH_ONLY_KEY,
  TYPESENSE_ADMIN_API_KEY: ADMIN_KEY_CANARY,
};
