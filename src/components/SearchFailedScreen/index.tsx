import React, { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

/**
 * Whether the modal's last search failed. Kept outside React state on
 * purpose: re-rendering the theme's SearchBar makes its modal build a new
 * autocomplete instance, which would clear what the reader typed.
 */
export interface FailureFlag {
  set(failed: boolean): void;
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createFailureFlag(): FailureFlag {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    set(next) {
      if (next === failed) return;
      failed = next;
      listeners.forEach((listener) => listener());
    },
    get: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function ErrorScreen(): ReactNode {
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => setDropdown(document.querySelector('.DocSearch-Dropdown')), []);
  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-failed" role="alert">
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}

/**
 * The DocSearch modal's own error screen never stays up: it sets its status
 * to "error" and rethrows, and autocomplete-core's `finally` then resets the
 * status to "idle", which shows "No results" instead. This puts the same
 * screen, with the modal's own classes, into the modal's results area while
 * the last search has failed; CSS hides the "No results" screen under it.
 */
export default function SearchFailedScreen({ flag }: { flag: FailureFlag }): ReactNode {
  const failed = useSyncExternalStore(flag.subscribe, flag.get, () => false);
  return failed ? <ErrorScreen /> : null;
}
