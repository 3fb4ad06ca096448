import React, { type ReactNode, type SyntheticEvent, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
// The context the theme's SearchBar reads its options from (pinned Docusaurus 3.7.0).
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import { createEmbeddedSearchClient } from '@site/src/search/embedded-client';
import SearchFailedScreen, { createFailureFlag } from '@site/src/components/SearchFailedScreen';
import { asRetryError, type DocSearchClient } from '@site/src/search/search-client';
import { missingResultsUrl } from '@site/src/search/missing-results';
import { usePrefetchSearch, useSearchSettings } from '@site/src/search/useSearchClient';
import { followSearchKeys, startTypingAhead, stopTypingAhead, subscribeToTypedAhead, typedAheadQuery } from '@site/src/search/typed-ahead';

/**
 * Wraps the theme's SearchBar to hand its DocSearch modal two functions that
 * cannot travel through `themeConfig` (it is serialised as JSON):
 * `transformSearchClient`, which points the modal at the embedded index (or,
 * in hosted mode, makes network failures show the modal's error screen), and
 * `getMissingResultsUrl`, which makes the no-results screen offer "Let us
 * know.". The theme spreads its `themeConfig.typesense` into the modal, so
 * we provide a site context whose `typesense` options include them, and the
 * `initialQuery` of what was typed while the modal's code was loading (see
 * typed-ahead). While the last search has failed it shows the modal's error
 * screen (see SearchFailedScreen for why), and it starts loading the
 * embedded index when the reader shows intent to search.
 */
export default function SearchBarWrapper(): ReactNode {
  const context = useDocusaurusContext();
  const { mode, indexUrl } = useSearchSettings();
  const prefetch = usePrefetchSearch();

  const [failed] = useState(createFailureFlag);
  const initialQuery = useSyncExternalStore(subscribeToTypedAhead, typedAheadQuery, () => '');

  // Kept stable: the modal rebuilds its client whenever this function changes.
  const transformSearchClient = useCallback(
    (client: DocSearchClient): DocSearchClient => {
      const inner = mode === 'embedded' ? createEmbeddedSearchClient(indexUrl) : client;
      return {
        search: (requests) => {
          failed.set(false);
          return inner.search(requests).catch((error: unknown) => {
            failed.set(true);
            throw asRetryError(error);
          });
        },
      };
    },
    [mode, indexUrl, failed],
  );

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
    </div>
  );
}
