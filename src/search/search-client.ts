import type { DocSearchRequest, DocSearchResult } from './query';

/**
 * The interface the DocSearch modal calls (`transformSearchClient` receives
 * and returns one) and our search page uses, in both modes.
 */
export interface DocSearchClient {
  search(requests: [DocSearchRequest & Record<string, unknown>]): Promise<{ results: [DocSearchResult] }>;
}

/**
 * The modal shows "Unable to fetch results" only for errors named
 * `RetryError` (Algolia's name for "every server failed"); any other error
 * leaves it stuck on its loading state. So every failure is renamed.
 */
export function asRetryError(error: unknown): Error {
  const retry = new Error(error instanceof Error ? error.message : String(error));
  retry.name = 'RetryError';
  return retry;
}

/** Wraps a client so its failures reach the modal's error screen. */
export function withRetryErrors(client: DocSearchClient): DocSearchClient {
  return {
    search: (requests) =>
      client.search(requests).catch((error: unknown) => {
        throw asRetryError(error);
      }),
  };
}
