import React, { type ReactNode, type SyntheticEvent, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
// The context the theme's SearchBar reads its options from (pinned Docusaurus 3.7.0).
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import SearchFailedScreen, { createFailureFlag } from '@site/src/components/SearchFailedScreen';
import ModalSectionFilterSlot, { loadModalSearchClient, prefetchModalSectionFilter } from '@site/src/components/SectionFilter/ModalSlot';
import { asRetryError, type DocSearchClient } from '@site/src/search/search-client';
import { missingResultsUrl } from '@site/src/search/missing-results';
import { usePrefetchSearch, useSearchSettings } from '@site/src/search/useSearchClient';
import { followSearchKeys, startTypingAhead, stopTypingAhead, subscribeToTypedAhead, typedAheadQuery } from '@site/src/search/typed-ahead';

/**
 * Wraps the theme's SearchBar to hand its DocSearch modal two functions that
 * cannot travel through `themeConfig` (it is serialised as JSON):
 * `transformSearchClient`, which hands the modal our search client in place
 * of its own, and `getMissingResultsUrl`, which makes the no-results screen
 * offer "Let us know.". The theme spreads its `themeConfig.typesense` into
 * the modal, so we provide a site context whose `typesense` options include
 * them, and the `initialQuery` of what was typed while the modal's code was
 * loading (see typed-ahead). Our client is the one the search page uses: the
 * embedded index, or in hosted mode the cluster, asked for the counts per
 * section in the same request (the modal's own client sends one search per
 * request), narrowed to the section chosen in the filter the modal shows
 * (SectionFilter/modal-client, loaded with the modal). Failures show the
 * modal's error screen (see SearchFailedScreen for why). Intent to search
 * starts loading what the first search needs.
 */
export default function SearchBarWrapper(): ReactNode {
  const context = useDocusaurusContext();
  const settings = useSearchSettings();
  const prefetchSearch = usePrefetchSearch();
  const prefetch = useCallback(() => {
    prefetchSearch();
    prefetchModalSectionFilter();
  }, [prefetchSearch]);

  const [failed] = useState(createFailureFlag);
  const initialQuery = useSyncExternalStore(subscribeToTypedAhead, typedAheadQuery, () => '');

  // Kept stable: the modal rebuilds its client whenever this function changes.
  const transformSearchClient = useCallback((): DocSearchClient => {
    // Called as the modal opens; offline, the import fails and so does each search, until the modal is opened again.
    const inner = loadModalSearchClient(settings);
    inner.catch(() => {}); // Reported by the searches that need it, not as an unhandled rejection.
    return {
      search: async (requests) => {
        failed.set(false);
        try {
          return await (await inner).search(requests);
        } catch (error) {
          failed.set(true);
          throw asRetryError(error);
        }
      },
    };
  }, [settings, failed]);

  const value = useMemo(() => {
    const { themeConfig } = context.siteConfig;
    // The theme spreads these over its own `initialQuery`, which it never resets once a letter has opened the modal.
    const typesense = { ...(themeConfig.typesense as object), transformSearchClient, getMissingResultsUrl: missingResultsUrl, initialQuery };
    return { ...context, siteConfig: { ...context.siteConfig, themeConfig: { ...themeConfig, typesense } } };
  }, [context, transformSearchClient, initialQuery]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (followSearchKeys(event)) prefetch();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [prefetch]);

  // The modal is a React child of this wrapper, so its events bubble here too: only the button's count as intent.
  const onButton = (event: SyntheticEvent) => !!(event.target as Element).closest?.('.DocSearch-Button');
  const onIntent = (event: SyntheticEvent) => {
    if (onButton(event)) prefetch();
  };
  const onClick = (event: SyntheticEvent) => {
    if (onButton(event)) startTypingAhead();
  };
  const onFocus = (event: SyntheticEvent) => {
    if ((event.target as Element).matches?.('.DocSearch-Input')) stopTypingAhead();
    else onIntent(event);
  };

  return (
    <div style={{ display: 'contents' }} onMouseOver={onIntent} onFocus={onFocus} onTouchStart={onIntent} onClick={onClick}>
      <DocusaurusContext.Provider value={value}>
        <SearchBar />
      </DocusaurusContext.Provider>
      <SearchFailedScreen flag={failed} />
      <ModalSectionFilterSlot />
    </div>
  );
}
