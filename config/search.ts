import { typesense, type TypesenseEnv } from './env';

/**
 * Options of `docusaurus-theme-search-typesense`. Everything here is shipped to
 * the browser, so only the search-only key may appear; the admin key is read by
 * the indexer alone.
 *
 * Without a configured cluster the theme still needs syntactically valid nodes
 * to render its search box (it constructs a client, which makes no request);
 * the embedded index replaces these in a later stage.
 */
function nodesOf(env: TypesenseEnv | undefined) {
  if (!env) {
    return [{ host: 'localhost', port: 8108, protocol: 'http' as const }];
  }
  return env.hosts.map((host) => ({ host, port: env.port, protocol: env.protocol }));
}

export const search = {
  typesenseCollectionName: typesense?.collection ?? 'vendure-docs',
  typesenseServerConfig: {
    nodes: nodesOf(typesense),
    apiKey: typesense?.searchApiKey ?? 'embedded-search',
  },
  typesenseSearchParameters: {},
  contextualSearch: true,
  searchPagePath: 'search',
};
