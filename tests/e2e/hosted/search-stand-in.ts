import { createServer, type Server } from 'node:http';
import type { DocSearchRecord } from '../../../tools/search/records';

/**
 * A local HTTP stand-in for Typesense's `POST /multi_search`, for the
 * hosted-mode browser tests: it answers from the records the indexer would
 * import, in Typesense's grouped response shape. It is not Typesense: matching
 * is naive (after stop words are dropped, every query word must occur; no
 * stemming, typos, synonyms or dropped words) and hits come in `item_priority`
 * order. What it does check as Typesense would: the search-only key, the
 * `filter_by` clauses the site sends (`language`, `docusaurus_tag`, `section`),
 * and that a `stopwords` set a search names exists (Typesense fails such a
 * search with 404, so a site naming a set the indexer does not push would
 * find nothing). It counts `facet_by` values per result (URL).
 */
export interface SearchStandIn {
  /** Parsed search requests, with the key the browser sent. */
  requests: { apiKey: string | null; search: Record<string, unknown> }[];
  /** When set, every search answers with this HTTP status. */
  failWith: number | null;
  close(): Promise<void>;
}

export interface SearchStandInOptions {
  /** Stop words set id → words: the sets the indexer would have pushed. */
  stopwordSets?: Record<string, readonly string[]>;
}

/** Fields a search may filter and facet on, as the collection schema makes them facets. */
const FACETS = ['language', 'docusaurus_tag', 'section'] as const;
type Facet = (typeof FACETS)[number];

/** A Typesense error for one search of a multi_search: the request succeeds, the search carries `code` and `error`. */
class SearchError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** `language:=en && docusaurus_tag:=[default,docs-default-current] && section:=learn` → field → accepted values. */
function parseFilter(filterBy: unknown): Map<Facet, string[]> {
  const filter = new Map<Facet, string[]>();
  for (const clause of String(filterBy ?? '').split('&&').map((c) => c.trim()).filter(Boolean)) {
    const match = /^([\w.]+):=\s*(?:\[(.*)\]|(.*))$/.exec(clause);
    if (!match || !FACETS.includes(match[1] as Facet)) throw new SearchError(400, `Stand-in cannot filter on \`${clause}\`.`);
    const values = (match[2] ?? match[3]).split(',').map((v) => v.trim().replace(/^`|`$/g, ''));
    filter.set(match[1] as Facet, values.filter(Boolean));
  }
  return filter;
}

function matches(record: DocSearchRecord, words: string[]): boolean {
  const text = Object.entries(record)
    .filter(([key]) => key.startsWith('hierarchy.') || key === 'content')
    .map(([, value]) => String(value).toLowerCase())
    .join(' ');
  return words.every((word) => text.includes(word));
}

function answer(records: DocSearchRecord[], search: Record<string, unknown>, stopwordSets: Record<string, readonly string[]>) {
  const q = String(search.q ?? '');
  let words = q.toLowerCase().split(/\s+/).filter(Boolean);
  // A query of nothing but stop words finds nothing (recent Typesense, typesense/typesense#2914).
  let onlyStopWords = false;
  if (search.stopwords !== undefined) {
    const set = stopwordSets[String(search.stopwords)];
    if (!set) throw new SearchError(404, `Could not find the stopword set named \`${String(search.stopwords)}\`.`);
    onlyStopWords = words.length > 0 && words.every((word) => set.includes(word));
    words = words.filter((word) => !set.includes(word));
  }
  const filter = parseFilter(search.filter_by);
  const found = (onlyStopWords ? [] : records)
    .filter((r) => [...filter].every(([field, values]) => values.includes(String(r[field] ?? ''))))
    .filter((r) => matches(r, words))
    .sort((a, b) => b.item_priority - a.item_priority);
  const groups = new Map<string, DocSearchRecord[]>();
  for (const record of found) groups.set(record.url, [...(groups.get(record.url) ?? []), record]);
  const facets = String(search.facet_by ?? '').split(',').map((f) => f.trim()).filter(Boolean);
  const perPage = Number(search.per_page ?? 10);
  const page = Number(search.page ?? 1);
  const shown = [...groups.entries()].slice((page - 1) * perPage, page * perPage);
  return {
    facet_counts: facets.map((field) => facetCounts(field, [...groups.values()].map(([first]) => first))),
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

/** Typesense's facet shape; counted per result (group), which is what the site shows. */
function facetCounts(field: string, results: DocSearchRecord[]) {
  if (!FACETS.includes(field as Facet)) throw new SearchError(404, `Could not find a facet field named \`${field}\` in the schema.`);
  const counts = new Map<string, number>();
  for (const record of results) {
    const value = record[field as Facet];
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return {
    field_name: field,
    counts: [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ count, highlighted: value, value })),
    sampled: false,
    stats: { total_values: counts.size },
  };
}

/** Starts the stand-in on 127.0.0.1:`port`, serving `records` to requests that carry `searchKey`. */
export function startSearchStandIn(port: number, records: DocSearchRecord[], searchKey: string, options: SearchStandInOptions = {}): Promise<SearchStandIn> {
  const stopwordSets = options.stopwordSets ?? {};
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
      const results = searches.map((search) => {
        try {
          return answer(records, search, stopwordSets);
        } catch (error) {
          if (error instanceof SearchError) return { code: error.code, error: error.message };
          throw error;
        }
      });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ results }));
    });
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      standIn.close = () => new Promise((done) => server.close(() => done()));
      resolve(standIn);
    });
  });
}
