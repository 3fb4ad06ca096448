/// <reference lib="webworker" />
import { createIndex, type EmbeddedIndexFile } from './embedded-index';
import { type DocSearchRequest, type LoadedIndex, runQuery } from './query';

/**
 * Fetches the embedded index on the first message and answers queries, so
 * parsing the file and building the inverted index (~0.3 s) never blocks
 * typing or scrolling.
 */
export type WorkerRequest = { id: number; indexUrl: string; origin: string; request?: DocSearchRequest };
export type WorkerResponse = { id: number; result?: ReturnType<typeof runQuery>; error?: string; stack?: string };

declare const self: DedicatedWorkerGlobalScope;

let loading: Promise<LoadedIndex> | undefined;

async function fetchIndex(indexUrl: string): Promise<LoadedIndex> {
  const response = await fetch(indexUrl);
  if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  const file = (await response.json()) as EmbeddedIndexFile;
  return { file, miniSearch: createIndex(file) };
}

function load(indexUrl: string): Promise<LoadedIndex> {
  if (!loading) {
    loading = fetchIndex(indexUrl);
    // A failed download (offline, say) is retried by the next query.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

self.onmessage = async ({ data }: MessageEvent<WorkerRequest>) => {
  const reply = (message: WorkerResponse) => self.postMessage(message);
  try {
    const index = await load(data.indexUrl);
    reply({ id: data.id, ...(data.request ? { result: runQuery(index, data.request, data.origin) } : {}) });
  } catch (error) {
    reply({ id: data.id, error: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined });
  }
};
