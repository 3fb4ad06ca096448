import { siteTypesense, type TypesenseEnv } from './env';
import { EMBEDDED_INDEX_PATH } from '../src/search/embedded-index';
import { hostedSearchParameters } from '../src/search/hosted-parameters';

const typesense = siteTypesense();

/** Hosted when a Typesense cluster is configured at build time; otherwise the index built with the site. */
export type SearchMode = 'hosted' | 'embedded';
export const searchMode: SearchMode = typesense ? 'hosted' : 'embedded';

/** What our SearchBar wrapper and search page need to know; it reaches the browser via `customFields`. */
export interface SearchCustomFields {
  mode: SearchMode;
  indexPath: string;
}
export const searchCustomFields: SearchCustomFields = { mode: searchMode, indexPath: EMBEDDED_INDEX_PATH };

/**
 * The theme's modal builds a Typesense client even in embedded mode (it makes
 * no request before a search, and ours never reaches it), so it needs
 * well-formed nodes and a key.
 */
function nodesOf(env: TypesenseEnv | undefined) {
  if (!env) {
    return [{ host: 'localhost', port: 8108, protocol: 'http' as const }];
  }
  return env.hosts.map((host) => ({ host, port: env.port, protocol: env.protocol }));
}

/**
 * Options of `docusaurus-theme-search-typesense`. Everything here is shipped
 * to the browser, so only the search-only key may appear; the admin key is
 * read by the indexer alone. `typesenseSearchParameters.filter_by` stays
 * unset: the theme would let it replace the contextual filter.
 *
 * In hosted mode the theme spreads `typesenseSearchParameters` over its
 * modal's request, so Typesense ranks as src/search/hosted-parameters.ts
 * says (relevance, field weights, stop words). The embedded engine ranks by
 * its own rules and ignores them, so they are sent only to a cluster.
 */
export const search = {
  typesenseCollectionName: typesense?.collection ?? 'vendure-docs',
  typesenseServerConfig: {
    nodes: nodesOf(typesense),
    apiKey: typesense?.searchApiKey ?? 'embedded-search',
  },
  typesenseSearchParameters: typesense ? hostedSearchParameters(typesense.collection) : {},
  contextualSearch: true,
  searchPagePath: 'search',
};
