import { createServer, type Server } from 'node:http';
import type { DocSearchRecord } from '../../../tools/search/records';
import { parseFilter } from '../../../src/search/query';

/**
 * A local HTTP stand-in for Typesense's `POST /multi_search`, for the
 * hosted-mode browser tests: it answers from the records the indexer would
 * import, in Typesense's grouped response shape, with naive matching (every
 * query word must occur) and `item_priority` order. It is not Typesense.
 */
export interface SearchStandIn {
  /** Parsed search requests, with the key the browser sent. */
  requests: { apiKey: string | null; search: Record<string, unknown> }[];
  /** When set, every search answers with this HTTP status. */
  failWith: number | null;
  close(): Promise<void>;
}

function matches(record: DocSearchRecord, words: string[]): boolean {
  const text = Object.entries(record)
    .filter(([key]) => key.startsWith('hierarchy.') || key === 'content')
    .map(([, value]) => String(value).toLowerCase())
    .join(' ');
  return words.every((word) => text.includes(word));
}

function answer(records: DocSearchRecord[], search: Record<string, unknown>) {
  const q = String(search.q ?? '');
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const filter = parseFilter(search.filter_by as string | undefined);
  const found = records
    .filter((r) => (!filter.language || filter.language.includes(r.language!)) && (!filter.docusaurus_tag || filter.docusaurus_tag.includes(r.docusaurus_tag!)))
    .filter((r) => matches(r, words))
    .sort((a, b) => b.item_priority - a.item_priority);
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of found) groups.set(record.url, [...(groups.get(record.url) ?? []), record]);
  const perPage = Number(search.per_page ?? 10);
  const page = Number(search.page ?? 1);
  const shown = [...groups.entries()].slice((page - 1) * perPage, page * perPage);
  return {
    facet_counts: [],
    found: groups.size,
    out_of: records.length,
    page,
    request_params: { collection_name: search.collection, per_page: perPage, q },
    search_time_ms: 1,
    grouped_hits: shown.map(([url, hits]) => ({
      group_key: [url],
      found: hits.length,
      hits: hits.slice(0, Number(search.group_limit ?? 3)).map((document) => ({ document, highlight: {}, highlights: [], text_match: 1 })),
    })),
  };
}

/** Starts the stand-in on 127.0.0.1:`port`, serving `records` to requests that carry `searchKey`. */
export function startSearchStandIn(port: number, records: DocSearchRecord[], searchKey: string): Promise<SearchStandIn> {
  const standIn: SearchStandIn = { requests: [], failWith: null, close: () => Promise.resolve() };
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url!, 'http://127.0.0.1');
      const apiKey = url.searchParams.get('x-typesense-api-key') ?? (req.headers['x-typesense-api-key'] as string | undefined) ?? null;
      if (req.method !== 'POST' || url.pathname !== '/multi_search') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"Not Found"}');
        return;
      }
      const { searches } = JSON.parse(body) as { searches: Record<string, unknown>[] };
      for (const search of searches) standIn.requests.push({ apiKey, search });
      if (standIn.failWith) {
        res.writeHead(standIn.failWith, { 'Content-Type': 'application/json' }).end('{"message":"Service Unavailable"}');
        return;
      }
      if (apiKey !== searchKey) {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"message":"Forbidden - a valid `x-typesense-api-key` header must be sent."}');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ results: searches.map((s) => answer(records, s)) }));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      standIn.close = () => new Promise((done) => server.close(() => done()));
      resolve(standIn);
    });
  });
}
