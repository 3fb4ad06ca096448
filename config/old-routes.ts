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
 * Pages this site does not have (yet): the closest page about the same subject,
 * at the heading that covers it. Replace an entry by the real page once it exists
 * (the build warns about a redirect whose `from` became a page, and `npm test` fails on it).
 */
export const CLOSEST: OldRoute[] = [
  // @vendure/graphiql-plugin is not among the reference's packages.
  { from: '/reference/core-plugins/graphiql-plugin', to: '/guides/getting-started/try-the-api#graphiql-in-the-browser' },
  // @vendure/telemetry-plugin is not among the reference's packages; the how-to describes the plugin.
  { from: '/reference/core-plugins/telemetry-plugin', to: '/guides/how-to/telemetry#opentelemetry-with-the-telemetryplugin' },
  { from: '/reference/core-plugins/telemetry-plugin/telemetry-plugin-options', to: '/guides/how-to/telemetry#what-the-plugin-does' },
  { from: '/reference/core-plugins/telemetry-plugin/otel-logger', to: '/guides/how-to/telemetry#what-the-plugin-does' },
  { from: '/reference/core-plugins/telemetry-plugin/register-method-hooks', to: '/guides/how-to/telemetry#what-the-plugin-does' },
  { from: '/reference/core-plugins/telemetry-plugin/get-sdk-configuration', to: '/guides/how-to/telemetry#the-preload-script' },
  // @vendure/job-queue-plugin 3.7 ships no Pub/Sub plugin: where the guide compares queue backends,
  // and the interface the strategy implemented.
  { from: '/reference/core-plugins/job-queue-plugin/pub-sub-plugin', to: '/guides/core-concepts/job-queue#choosing-where-the-queue-lives' },
  { from: '/reference/core-plugins/job-queue-plugin/pub-sub-job-queue-strategy', to: '/reference/typescript-api/job-queue/job-queue-strategy' },
  // populate() (@vendure/core/cli) has no doc comment in the published .d.ts; the guide explains it.
  { from: '/reference/typescript-api/import-export/populate', to: '/guides/developer-guide/importing-data#populating-a-new-installation-with-populate' },
  // @vendure/common 3.7.3 does not export DefaultFormConfigHash (the generator reads exports only);
  // DefaultFormComponentId lists the same form components.
  { from: '/reference/typescript-api/configurable-operation-def/default-form-config-hash', to: '/reference/typescript-api/configurable-operation-def/default-form-component-id' },
  // @vendure/admin-ui 3.7 does not export the options type; the function that takes them shows it in its signature.
  { from: '/reference/admin-ui-api/react-extensions/register-react-route-component-options', to: '/reference/admin-ui-api/react-extensions/register-react-route-component' },
];
