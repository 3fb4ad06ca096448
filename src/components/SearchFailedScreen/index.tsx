import React, { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The DocSearch modal's own error screen never stays up: it sets its status
 * to "error" and rethrows, and autocomplete-core's `finally` then resets the
 * status to "idle", which shows "No results" instead. This puts the same
 * screen, with the modal's own classes, into the modal's results area while
 * the last search has failed; CSS hides the "No results" screen under it.
 */
export default function SearchFailedScreen(): ReactNode {
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
