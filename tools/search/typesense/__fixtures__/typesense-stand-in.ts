import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP stand-in for the few Typesense endpoints the indexer calls,
 * for tests only. It answers the way a Typesense server does (status codes,
 * `{"message": …}` errors, JSONL import results) and keeps state, so the real
 * `typesense` client can run against it unchanged. It is not Typesense: it
 * does not search, and only checks what the indexer could get wrong.
 */

/** One request as the stand-in received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** JSON bodies parsed; JSONL import bodies as an array of parsed lines; `undefined` when empty. */
  body: unknown;
}

/** A collection as the stand-in keeps it. */
export interface StandInCollection {
  schema: { name: string; fields: { name: string; optional?: boolean }[]; [key: string]: unknown };
  documents: Map<string, Record<string, unknown>>;
  /** Synonym rule id → body, as `PUT /collections/:name/synonyms/:id` stored it (Typesense v26–v29). */
  synonyms: Map<string, Record<string, unknown>>;
}

/** Makes matching requests fail the way a server would, e.g. to test the clean-up after a failed synonyms push. */
export interface FailRule {
  method: string;
  path: RegExp;
  status: number;
  message: string;
}

/** A running stand-in; `close()` it when done. */
export interface TypesenseStandIn {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  requests: RecordedRequest[];
  collections: Map<string, StandInCollection>;
  /** Alias name → collection name. */
  aliases: Map<string, string>;
  /** Stop words set id → body, as `PUT /stopwords/:id` stored it (Typesense v26+; global, not per collection). */
  stopwords: Map<string, Record<string, unknown>>;
  /** Document ids the next imports reject, as Typesense rejects an invalid document. */
  failDocumentIds: Set<string>;
  /** Requests matching one of these (checked in order, after the key) get its status and message. */
  failRequests: FailRule[];
  /** Adds a collection directly (not recorded), e.g. an orphan of an earlier run. */
  seedCollection(name: string): void;
  close(): Promise<void>;
}

const FORBIDDEN = { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' };

/** Starts a stand-in on 127.0.0.1 at a free port that accepts only `adminApiKey`. */
export async function startTypesenseStandIn(adminApiKey: string): Promise<TypesenseStandIn> {
  const requests: RecordedRequest[] = [];
  const collections = new Map<string, StandInCollection>();
  const aliases = new Map<string, string>();
  const stopwords = new Map<string, Record<string, unknown>>();
  const failDocumentIds = new Set<string>();
  const failRequests: FailRule[] = [];
  let nextKeyId = 1;

  const summary = (c: StandInCollection) => ({ ...c.schema, num_documents: c.documents.size, created_at: 0 });

  const handle = (method: string, path: string, rawBody: string, res: ServerResponse): void => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const notFound = () => json(404, { message: 'Not Found' });
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/collections') {
      const schema = JSON.parse(rawBody) as StandInCollection['schema'];
      if (collections.has(schema.name)) return json(409, { message: `A collection with name \`${schema.name}\` already exists.` });
      collections.set(schema.name, { schema, documents: new Map(), synonyms: new Map() });
      return json(201, summary(collections.get(schema.name)!));
    }
    if (method === 'GET' && path === '/collections') {
      return json(200, [...collections.values()].map(summary));
    }
    if (method === 'POST' && (match = path.match(/^\/collections\/([^/]+)\/documents\/import$/))) {
      const collection = collections.get(decodeURIComponent(match[1]));
      if (!collection) return notFound();
      const required = collection.schema.fields.filter((f) => !f.optional && !f.name.includes('*')).map((f) => f.name);
      const results = rawBody.split('\n').map((line) => {
        const document = JSON.parse(line) as Record<string, unknown>;
        const id = String(document.id);
        const missing = required.find((name) => !(name in document));
        let error: string | undefined;
        if (failDocumentIds.has(id)) error = `Field \`url\` must be a string (stand-in told to fail document ${id}).`;
        else if (missing) error = `Field \`${missing}\` has been declared in the schema, but is not found in the document.`;
        else if (collection.documents.has(id)) error = `A document with id ${id} already exists.`;
        if (error) return JSON.stringify({ success: false, error, document: line });
        collection.documents.set(id, document);
        return JSON.stringify({ success: true });
      });
      // Typesense answers imports with JSONL as text, one result per line, in order.
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(results.join('\n'));
    }
    if (method === 'PUT' && (match = path.match(/^\/collections\/([^/]+)\/synonyms\/([^/]+)$/))) {
      const collection = collections.get(decodeURIComponent(match[1]));
      if (!collection) return notFound();
      const id = decodeURIComponent(match[2]);
      const rule = JSON.parse(rawBody) as Record<string, unknown>;
      if (!Array.isArray(rule.synonyms)) return json(400, { message: 'Could not find an array of `synonyms`' });
      collection.synonyms.set(id, rule);
      return json(200, { id, ...rule });
    }
    if (method === 'PUT' && (match = path.match(/^\/stopwords\/([^/]+)$/))) {
      const id = decodeURIComponent(match[1]);
      const set = JSON.parse(rawBody) as Record<string, unknown>;
      if (!Array.isArray(set.stopwords)) return json(400, { message: 'Parameter `stopwords` is required' });
      stopwords.set(id, set);
      // Typesense answers with the words tokenized and lower-cased.
      return json(200, { id, ...set, stopwords: (set.stopwords as string[]).map((word) => word.toLowerCase()) });
    }
    if ((match = path.match(/^\/collections\/([^/]+)$/)) && method === 'DELETE') {
      const name = decodeURIComponent(match[1]);
      const collection = collections.get(name);
      if (!collection) return notFound();
      collections.delete(name);
      return json(200, summary(collection));
    }
    if ((match = path.match(/^\/aliases\/([^/]+)$/))) {
      const name = decodeURIComponent(match[1]);
      if (method === 'GET') {
        return aliases.has(name) ? json(200, { name, collection_name: aliases.get(name) }) : notFound();
      }
      if (method === 'PUT') {
        const { collection_name } = JSON.parse(rawBody) as { collection_name: string };
        // Catches an indexer that points the alias at a collection it has not created or has deleted.
        if (!collections.has(collection_name)) return json(404, { message: `Collection \`${collection_name}\` not found.` });
        aliases.set(name, collection_name);
        return json(200, { name, collection_name });
      }
    }
    if (method === 'POST' && path === '/keys') {
      const request = JSON.parse(rawBody) as Record<string, unknown>;
      const id = nextKeyId++;
      return json(201, { id, value: `stand-in-search-key-${id}`, expires_at: 64723363199, ...request });
    }
    return notFound();
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const isJsonl = url.pathname.endsWith('/documents/import');
      let body: unknown;
      let malformed = false;
      try {
        body = rawBody === '' ? undefined : isJsonl ? rawBody.split('\n').map((line) => JSON.parse(line)) : JSON.parse(rawBody);
      } catch {
        body = rawBody;
        malformed = true;
      }
      requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      if (req.headers['x-typesense-api-key'] !== adminApiKey) {
        res.writeHead(401, { 'Content-Type': 'application/json; charset=utf-8' });
        return void res.end(JSON.stringify(FORBIDDEN));
      }
      const failure = failRequests.find((rule) => rule.method === req.method && rule.path.test(url.pathname));
      if (failure) {
        res.writeHead(failure.status, { 'Content-Type': 'application/json; charset=utf-8' });
        return void res.end(JSON.stringify({ message: failure.message }));
      }
      if (malformed) {
        res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
        return void res.end(JSON.stringify({ message: 'Bad JSON.' }));
      }
      handle(req.method ?? '', url.pathname, rawBody, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    collections,
    aliases,
    stopwords,
    failDocumentIds,
    failRequests,
    seedCollection(name) {
      collections.set(name, { schema: { name, fields: [] }, documents: new Map(), synonyms: new Map() });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The client keeps import connections alive; without this, close() waits for them to time out.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
