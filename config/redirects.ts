import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';

/**
 * Old or alternative spellings of routes, each kept alive by a static page that
 * forwards to the real one (nginx serves it like any page, with a 200 and a meta refresh).
 * SPEC spells the page "translateable"; readers and search engines also try "translatable".
 */
export const redirects = {
  redirects: [{ from: '/guides/developer-guide/translatable', to: '/guides/developer-guide/translateable' }],
} satisfies RedirectOptions;
