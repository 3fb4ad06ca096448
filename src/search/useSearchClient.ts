import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchCustomFields } from '../../config/search';
import { createEmbeddedSearchClient, prefetchEmbeddedIndex } from './embedded-client';
import { type DocSearchClient, withRetryErrors } from './search-client';

export interface SearchSettings {
  mode: SearchCustomFields['mode'];
  indexUrl: string;
  serverConfig: unknown;
  collection: string;
  /** The ranking parameters of hosted mode (src/search/hosted-parameters.ts), which every request to the cluster carries. */
  parameters: Record<string, unknown>;
}

/** The search settings the build baked into the site config. */
export function useSearchSettings(): SearchSettings {
  const { siteConfig } = useDocusaurusContext();
  const fields = siteConfig.customFields!.search as SearchCustomFields;
  const typesense = siteConfig.themeConfig.typesense as {
    typesenseServerConfig: unknown;
    typesenseCollectionName: string;
    typesenseSearchParameters: Record<string, unknown>;
  };
  const indexUrl = useBaseUrl(fields.indexPath);
  // One object for the page's life: the modal rebuilds its client whenever its settings change.
  return useMemo(
    () => ({
      mode: fields.mode,
      indexUrl,
      serverConfig: typesense.typesenseServerConfig,
      collection: typesense.typesenseCollectionName,
      parameters: typesense.typesenseSearchParameters,
    }),
    [fields, indexUrl, typesense],
  );
}

/**
 * The search client of a mode: the embedded index, or the cluster, whose
 * client code loads with the first search (this runs on every page, for the
 * modal). Failures surface as `RetryError`, like the modal's.
 */
export function createSearchClient({ mode, indexUrl, serverConfig, parameters }: SearchSettings): DocSearchClient {
  if (mode === 'embedded') return withRetryErrors(createEmbeddedSearchClient(indexUrl));
  let hosted: Promise<DocSearchClient> | undefined;
  const load = () =>
    import('./hosted-client').then(
      ({ createHostedSearchClient }) => createHostedSearchClient(serverConfig as never, parameters),
      (error: unknown) => {
        // Offline, say: the next search tries again.
        hosted = undefined;
        throw error;
      },
    );
  return withRetryErrors({ search: async (requests) => (await (hosted ??= load())).search(requests) });
}

/** The search client of the current mode, for our search page. */
export function useSearchClient(): DocSearchClient {
  const settings = useSearchSettings();
  return useMemo(() => createSearchClient(settings), [settings]);
}

/** Starts loading what the first search needs: the embedded index, or the cluster's client code. */
export function usePrefetchSearch(): () => void {
  const { mode, indexUrl } = useSearchSettings();
  return useMemo(() => (mode === 'embedded' ? () => prefetchEmbeddedIndex(indexUrl) : () => void import('./hosted-client').catch(() => {})), [mode, indexUrl]);
}
