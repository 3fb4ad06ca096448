import type { DocSearchRequest, DocSearchResult } from './query';
import type { DocSearchClient } from './search-client';
import type { WorkerRequest, WorkerResponse } from './search.worker';

/**
 * The browser side of embedded search: one worker per tab, created on first
 * use (never on page load), answering requests by id.
 */
let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (result?: DocSearchResult) => void; reject: (error: Error) => void }>();

function post(indexUrl: string, request?: DocSearchRequest): Promise<DocSearchResult | undefined> {
  if (!worker) {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error !== undefined) {
        // The modal shows only "Unable to fetch results"; the console says why.
        console.error(`Search failed: ${data.stack ?? data.error}`);
        call?.reject(new Error(data.error));
      } else {
        call?.resolve(data.result);
      }
    };
    worker.onerror = (event) => {
      pending.forEach((call) => call.reject(new Error(event.message || 'The search worker could not start.')));
      pending.clear();
      // Offline on first use, the worker's script itself fails to load: start afresh next time.
      worker = undefined;
    };
  }
  const id = nextId++;
  const message: WorkerRequest = { id, indexUrl, origin: window.location.origin, request };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage(message);
  });
}

let prefetched = false;

/** Starts downloading the index (hover or focus of the search button, or a shortcut), once; a failure is retried by the first real search. */
export function prefetchEmbeddedIndex(indexUrl: string): void {
  if (prefetched) return;
  prefetched = true;
  post(indexUrl).catch(() => {});
}

/** A search client backed by the embedded index. */
export function createEmbeddedSearchClient(indexUrl: string): DocSearchClient {
  return {
    async search([request]) {
      const result = await post(indexUrl, request);
      return { results: [result!] };
    },
  };
}
