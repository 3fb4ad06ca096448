/**
 * Hand-written redirects: routes that readers, search engines and other sites
 * still use (most from the official Vendure docs, tests/e2e/fixtures/official-routes.txt)
 * but that are not pages here. Reference pages the official generator only
 * spells differently are not listed: tools/reference generates their redirects
 * from its slug rule (`officialRedirects`). config/redirects.ts serves both.
 * Routes without a trailing slash; both forms forward.
 */
export interface OldRoute {
  from: string;
  to: string;
}

/** The same page under another route. */
export const MOVED: OldRoute[] = [
  // SPEC spells the page "translateable"; readers and search engines also try "translatable".
  { from: '/guides/developer-guide/translatable', to: '/guides/developer-guide/translateable' },
  // The hosting platform guides are grouped under hosting-platforms/ here.
  ...['digital-ocean-app-platform', 'google-cloud-run', 'northflank', 'railway', 'render'].map((platform) => ({
    from: `/guides/deployment/deploy-to-${platform}`,
    to: `/guides/deployment/hosting-platforms/deploy-to-${platform}`,
  })),
  // The Orders section's index is the page about the order list and order detail screens.
  { from: '/user-guide/orders/orders', to: '/user-guide/orders/' },
  // The official GraphQL reference names each API's index page `_index`.
  { from: '/reference/graphql-api/admin/_index', to: '/reference/graphql-api/admin/' },
  { from: '/reference/graphql-api/shop/_index', to: '/reference/graphql-api/shop/' },
];

/**
 * Pages this site does not have: the closest page about the same subject, at
 * the heading that covers it, and why there is no page (`npm run generate`
 * prints the reason beside each official route it cannot cover). Replace an
 * entry by the real page once it exists (the build warns about a redirect
 * whose `from` became a page, and `npm test` fails on it).
 */
const NO_PAGE: (OldRoute & { reason: string })[] = [
  // Where the guide compares queue backends, and the interface the strategy implemented.
  {
    from: '/reference/core-plugins/job-queue-plugin/pub-sub-plugin',
    to: '/guides/core-concepts/job-queue#choosing-where-the-queue-lives',
    reason: '@vendure/job-queue-plugin 3.7.3 has no Pub/Sub plugin any more',
  },
  {
    from: '/reference/core-plugins/job-queue-plugin/pub-sub-job-queue-strategy',
    to: '/reference/typescript-api/job-queue/job-queue-strategy',
    reason: '@vendure/job-queue-plugin 3.7.3 has no Pub/Sub job queue strategy any more',
  },
];

export const CLOSEST: OldRoute[] = NO_PAGE.map(({ from, to }) => ({ from, to }));

/** Why each route in CLOSEST has no page here, by route. */
export const NO_PAGE_REASONS: ReadonlyMap<string, string> = new Map(NO_PAGE.map(({ from, reason }) => [from, reason]));
