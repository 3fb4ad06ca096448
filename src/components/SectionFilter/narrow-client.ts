import type { DocSearchClient } from '@site/src/search/search-client';
import { type SearchSectionId, type SectionCounts, withSection } from '@site/src/search/sections';

/**
 * Narrows each request to the section `section()` names when it is sent
 * (`section:=learn` added to its `filter_by`, see sections.ts), and hands
 * `onCounts` the counts per section of each answer. Only the answer to the
 * latest request is passed on: with several requests in flight (one per
 * letter typed), an earlier one can answer last, and its counts would not
 * match the results shown.
 */
export function withSectionFilter(
  client: DocSearchClient,
  section: () => SearchSectionId | undefined,
  onCounts: (counts: SectionCounts | undefined) => void,
): DocSearchClient {
  let latest = 0;
  return {
    async search([request]) {
      const call = ++latest;
      const response = await client.search([{ ...request, filter_by: withSection(request.filter_by ?? '', section()) }]);
      if (call === latest) onCounts(response.results[0].sectionCounts);
      return response;
    },
  };
}
