import type { DocSearchClient } from '@site/src/search/search-client';
import { createSearchClient, type SearchSettings } from '@site/src/search/useSearchClient';
import { withSectionFilter } from './narrow-client';
import { chosenSection, publishCounts } from './store';

/**
 * The DocSearch modal's search client: the one the search page uses (the
 * embedded index, or the cluster, asked for the counts per section in the
 * same request), narrowed to the section chosen in the modal's filter, whose
 * counts it keeps up to date. Loaded with the modal, not with every page
 * (see the SearchBar wrapper).
 */
export function createModalSearchClient(settings: SearchSettings): DocSearchClient {
  return withSectionFilter(createSearchClient(settings), chosenSection, publishCounts);
}
