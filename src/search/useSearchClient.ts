import { useMemo } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SearchCustomFields } from '../../config/search';
import { createEmbeddedSearchClient, prefetchEmbeddedIndex } from './embedded-client';
import { type DocSearchClient, withRetryErrors } from './search-client';

interface SearchSettings {
  mode: SearchCustomFields['mode'];
  indexUrl: string;
  serverConfig: unknown;
  collection: string;
}

/** The search settings the build baked into the site config. */
export function useSearchSettings(): SearchSettings {
  const { siteConfig } = useDocusaurusContext();
  const fields = siteConfig.customFields!.search as SearchCustomFields;
  const typesense = siteConfig.themeConfig.typesense as { typesenseServerConfig: unknown; typesenseCollectionName: string };
  const indexUrl = useBaseUrl(fields.indexPath);
  return { mode: fields.mode, indexUrl, serverConfig: typesense.typesenseServerConfig, collection: typesense.typesenseCollectionName };
}

/**
 * The search client of the current mode, for our search page: the embedded
 * index, or the cluster (its client loaded only when first used). Failures
 * surface as `RetryError`, like the modal's.
 */
export function useSearchClient(): DocSearchClient {
  const { mode, indexUrl, serverConfig } = useSearchSettings();
  return useMemo(() => {
    if (mode === 'embedded') return withRetryErrors(createEmbeddedSearchClient(indexUrl));
    const hosted = import('./hosted-client').then(({ createHostedSearchClient }) => createHostedSearchClient(serverConfig as never));
    return withRetryErrors({ search: async (requests) => (await hosted).search(requests) });
  }, [mode, indexUrl, serverConfig]);
}

/** Starts loading what the first search needs; a no-op in hosted mode. */
export function usePrefetchSearch(): () => void {
  const { mode, indexUrl } = useSearchSettings();
  return useMemo(() => (mode === 'embedded' ? () => prefetchEmbeddedIndex(indexUrl) : () => {}), [mode, indexUrl]);
}
