import { SearchClient as TypesenseSearchClient } from 'typesense';
import { SearchResponseAdapter } from 'typesense-instantsearch-adapter/lib/SearchResponseAdapter';
import type { DocSearchRequest, DocSearchResult } from './query';
import type { DocSearchClient } from './search-client';
import { SEARCH_SECTIONS, SECTION_FIELD, type SectionCounts, withSection } from './sections';

type ServerConfig = ConstructorParameters<typeof TypesenseSearchClient>[0];
type Request = DocSearchRequest & Record<string, unknown>;

/** One search's answer in a `multi_search`: Typesense reports a failed search in place, with a 200 for the whole. */
interface TypesenseResult {
  found?: number;
  facet_counts?: { field_name: string; counts: { value: string; count: number }[] }[];
  error?: string;
}

/**
 * The search that counts the results of each section for the section filter:
 * the same query and contextual filter without the section clause, no hits,
 * grouped by URL as the results are (with `group_by`, Typesense counts a
 * facet value once per group, so the counts are pages, like `nbHits`).
 */
export function sectionCountsSearch(request: Request): Request {
  return {
    ...request,
    filter_by: withSection(request.filter_by ?? '', undefined),
    facet_by: SECTION_FIELD,
    page: 1,
    per_page: 0,
  };
}

/** `undefined` when the counts search failed (a collection indexed before records had a section, say): the filter then shows no counts. */
export function sectionCountsOf(result: TypesenseResult | undefined): SectionCounts | undefined {
  if (!result || result.error !== undefined || result.found === undefined) return undefined;
  const facet = result.facet_counts?.find(({ field_name }) => field_name === SECTION_FIELD);
  const counts: SectionCounts = { all: result.found };
  for (const { id } of SEARCH_SECTIONS) counts[id] = facet?.counts.find(({ value }) => value === id)?.count ?? 0;
  return counts;
}

/**
 * A search client that asks the Typesense cluster, adapting its answer as
 * the DocSearch modal's own client does (group hits collapsed to one each),
 * so the modal and our search page read both modes the same way. The first
 * page of each query also counts results per section, in the same
 * `multi_search` request; its failure costs only the counts. Every request
 * carries the site's ranking `parameters` (src/search/hosted-parameters.ts),
 * as the modal's own requests do, so the search page and the not-found
 * page's suggestions rank as the modal does; the request's `filter_by` stays.
 */
export function createHostedSearchClient(serverConfig: ServerConfig, parameters: Record<string, unknown> = {}): DocSearchClient {
  const typesense = new TypesenseSearchClient(serverConfig);
  return {
    async search([asked]) {
      const request: Request = { ...asked, ...parameters, filter_by: asked.filter_by };
      const countSections = (request.page ?? 1) === 1;
      const searches = countSections ? [request, sectionCountsSearch(request)] : [request];
      const { results } = (await typesense.multiSearch.perform({ searches } as never)) as unknown as { results: TypesenseResult[] };
      if (results[0].error !== undefined) throw new Error(results[0].error);
      const adapter = new SearchResponseAdapter(results[0], { params: { highlightPreTag: '<mark>', highlightPostTag: '</mark>' } }, { geoLocationField: '' });
      const result = adapter.adapt() as DocSearchResult;
      return { results: [countSections ? { ...result, sectionCounts: sectionCountsOf(results[1]) } : result] };
    },
  };
}
