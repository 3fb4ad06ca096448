import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHostedSearchClient, sectionCountsOf, sectionCountsSearch } from './hosted-client';

const CONTEXTUAL = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

describe('hosted section counts', () => {
  it('count the same query without its section clause, grouped as the results are, without hits', () => {
    const request = { collection: 'docs', q: 'refund', query_by: 'content', group_by: 'url', filter_by: `${CONTEXTUAL} && section:=learn`, page: 2, per_page: 15 };
    assert.deepEqual(sectionCountsSearch(request), { ...request, filter_by: CONTEXTUAL, facet_by: 'section', page: 1, per_page: 0 });
  });

  it('read every section from the facet counts, 0 for those without results, and all from found', () => {
    const result = { found: 12, facet_counts: [{ field_name: 'section', counts: [{ value: 'reference', count: 9 }, { value: 'learn', count: 2 }] }] };
    assert.deepEqual(sectionCountsOf(result), { all: 12, learn: 2, reference: 9, 'user-guide': 0 });
  });

  it('are unknown when the counts search failed (a collection without sections, say)', () => {
    assert.equal(sectionCountsOf({ error: 'Could not find a facet field named `section` in the schema.' }), undefined);
    assert.equal(sectionCountsOf(undefined), undefined);
  });
});

describe('createHostedSearchClient (against a local stand-in of Typesense multi_search)', () => {
  it('sends the site ranking parameters with every request, keeping the request filter', async () => {
    const bodies: { searches: Record<string, unknown>[] }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        bodies.push(JSON.parse(body));
        res.setHeader('content-type', 'application/json');
        const empty = { found: 0, hits: [], grouped_hits: [], facet_counts: [], page: 1, request_params: { per_page: 15, q: 'refund' }, search_time_ms: 0 };
        res.end(JSON.stringify({ results: [empty, empty] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createHostedSearchClient(
        { nodes: [{ host: '127.0.0.1', port, protocol: 'http' }], apiKey: 'search-only' },
        { sort_by: '_text_match:desc', stopwords: 'docs-stop-words', filter_by: 'never-sent' },
      );
      await client.search([{ q: 'refund', sort_by: 'item_priority:desc', filter_by: CONTEXTUAL, group_by: 'url' }]);
      const [results] = bodies[0].searches;
      assert.equal(results.sort_by, '_text_match:desc');
      assert.equal(results.stopwords, 'docs-stop-words');
      assert.equal(results.filter_by, CONTEXTUAL);
    } finally {
      server.close();
    }
  });
});
