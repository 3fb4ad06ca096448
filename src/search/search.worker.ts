/// <reference lib="webworker" />
import { type DocSearchRequest, type DocSearchResult, EmbeddedSearch } from './query';

/**
 * Answers queries off the main thread. The engine fetches the index's
 * manifest on the first message, then only the term shards and page
 * fragments each query needs (src/search/embedded-index.ts), and keeps them.
 */
export type WorkerRequest = { id: number; indexUrl: string; origin: string; request?: DocSearchRequest };
export type WorkerResponse = { id: number; result?: DocSearchResult; error?: string; stack?: string };

declare const self: DedicatedWorkerGlobalScope;

let engine: EmbeddedSearch | undefined;

function engineFor(indexUrl: string): EmbeddedSearch {
  if (!engine) {
    const base = new URL(indexUrl, self.location.href);
    engine = new EmbeddedSearch(async (file) => {
      const response = await fetch(new URL(file, base));
      if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
      return response.json() as Promise<unknown>;
    });
  }
  return engine;
}

self.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  const reply = (message: WorkerResponse) => self.postMessage(message);
  try {
    const search = engineFor(data.indexUrl);
    // A message without a request is a prefetch: the manifest is all a first query needs before its words are known.
    if (data.request) reply({ id: data.id, result: await search.search(data.request, data.origin) });
    else {
      await search.manifest();
      reply({ id: data.id });
    }
  } catch (error) {
    reply({ id: data.id, error: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
  }
};
