import React, { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { DocSearchClient } from '@site/src/search/search-client';
import type { SearchSettings } from '@site/src/search/useSearchClient';

/**
 * The section filter's way into the DocSearch modal. Part of every page's
 * bundle (the SearchBar wrapper uses it), so it holds only this: the filter
 * and the modal's search client load with the modal's own code, on the
 * first sign that the reader means to search.
 */
const load = () => import('./ModalSectionFilter');
// Offline on first use, the modal works without the filter for the rest of the visit (rather than the navbar failing).
const ModalSectionFilter = lazy(() => load().catch(() => ({ default: () => null })));

/** The modal's search client (modal-client.ts). */
export async function loadModalSearchClient(settings: SearchSettings): Promise<DocSearchClient> {
  return (await load()).createModalSearchClient(settings);
}

/** Starts loading the filter and the modal's client (hover or focus of the search button, a shortcut); loading twice loads once. */
export function prefetchModalSectionFilter(): void {
  load().catch(() => {});
}

/** The modal marks `<body>` with this class while it is open (typesense-docsearch-react's DocSearchModal). */
const OPEN_CLASS = 'DocSearch--active';

function isModalOpen(): boolean {
  return document.body.classList.contains(OPEN_CLASS);
}

function subscribeToModalOpen(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Rendered beside the theme's SearchBar, not inside it: re-rendering that
 * one rebuilds the modal's autocomplete and clears the query.
 */
export default function ModalSectionFilterSlot(): ReactNode {
  const open = useSyncExternalStore(subscribeToModalOpen, isModalOpen, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ModalSectionFilter />
    </Suspense>
  );
}
