import { SearchClient as TypesenseSearchClient } from 'typesense';
import { SearchResponseAdapter } from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import type { DocSearchResult } from './query';
import type { DocSearchClient } from './search-client';

type ServerConfig = ConstructorParameters<typeof TypesenseSearchClient>[0];

/**
 * A search client that asks the Typesense cluster, adapting its answer as
 * the DocSearch modal's own client does (group hits collapsed to one each),
 * so our search page reads both modes the same way.
 */
export function createHostedSearchClient(serverConfig: ServerConfig): DocSearchClient {
  const typesense = new TypesenseSearchClient(serverConfig);
  return {
    async search([request]) {
      const response = await typesense.multiSearch.perform({ searches: [request] } as never);
      const adapter = new SearchResponseAdapter(
        (response as unknown as { results: unknown[] }).results[0],
        { params: { highlightPreTag: '<mark>', highlightPostTag: '</mark>' } },
        { geoLocationField: '' },
      );
      return { results: [adapter.adapt() as DocSearchResult] };
    },
  };
}
