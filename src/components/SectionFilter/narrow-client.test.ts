import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocSearchResult } from '@site/src/search/query';
import type { DocSearchClient } from '@site/src/search/search-client';
import type { SearchSectionId, SectionCounts } from '@site/src/search/sections';
import { withSectionFilter } from './narrow-client';

const CONTEXTUAL = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

function result(all: number): DocSearchResult {
  return { hits: [], nbHits: all, page: 0, nbPages: 0, hitsPerPage: 10, query: '', sectionCounts: { all } };
}

describe('withSectionFilter', () => {
  it('narrows each request to the section chosen when it is sent', async () => {
    const sent: (string | undefined)[] = [];
    const client: DocSearchClient = { search: async ([request]) => (sent.push(request.filter_by), { results: [result(1)] }) };
    let section: SearchSectionId | undefined = 'reference';
    const narrowed = withSectionFilter(client, () => section, () => {});
    await narrowed.search([{ q: 'refund', filter_by: CONTEXTUAL }]);
    section = undefined;
    await narrowed.search([{ q: 'refund', filter_by: `${CONTEXTUAL} && section:=learn` }]);
    assert.deepEqual(sent, [`${CONTEXTUAL} && section:=reference`, CONTEXTUAL]);
  });

  it('passes on the counts of the latest request only, whatever order the answers come in', async () => {
    const answers: ((value: { results: [DocSearchResult] }) => void)[] = [];
    const client: DocSearchClient = { search: () => new Promise((resolve) => answers.push(resolve)) };
    const published: (SectionCounts | undefined)[] = [];
    const narrowed = withSectionFilter(client, () => undefined, (counts) => published.push(counts));
    const first = narrowed.search([{ q: 'ref' }]);
    const second = narrowed.search([{ q: 'refund' }]);
    answers[1]({ results: [result(2)] });
    await second;
    answers[0]({ results: [result(1)] });
    await first;
    assert.deepEqual(published, [{ all: 2 }]);
  });
});
