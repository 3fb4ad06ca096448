import React, { type KeyboardEvent, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import SectionFilter, { EmptySectionHint } from '.';
import { chooseSection, chosenSection, latestCounts, publishCounts, type SectionChoice, subscribeToSectionFilter } from './store';
import styles from './modal.module.css';

// One chunk for all the modal adds (ModalSlot loads it): the filter and the search client that reads it.
export { createModalSearchClient } from './modal-client';

/**
 * Runs the modal's current query again, now that the section (read by the
 * search client the SearchBar wrapper gives the modal) has changed. The
 * modal exposes no way to do this, but its autocomplete (autocomplete-core
 * 1.8.2, `getInputProps().onFocus`, with `openOnFocus: true`) searches for
 * the current query whenever its input gets a focus event; React hears a
 * `focusin`. Dispatching one re-runs the search without moving focus from
 * the filter or touching what was typed, and autocomplete-core's
 * concurrency guard drops any answer to an earlier request that arrives
 * later. (An `input` event would not do: React ignores one that does not
 * change the input's value.)
 */
function searchAgain(input: HTMLInputElement): void {
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

interface ModalParts {
  input: HTMLInputElement;
  /** Where the filter renders: a box of ours between the search box and the results. */
  row: HTMLElement;
}

/**
 * Puts a row of our own into the open modal's DOM, right after its search
 * box, and follows whether there is a query: the modal's "Clear the query"
 * button is `hidden` exactly when the query is empty.
 */
function useModalParts(): { parts: ModalParts | null; hasQuery: boolean } {
  const [parts, setParts] = useState<ModalParts | null>(null);
  const [hasQuery, setHasQuery] = useState(false);
  useEffect(() => {
    const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
    const searchBar = modal?.querySelector('.DocSearch-SearchBar');
    const input = modal?.querySelector<HTMLInputElement>('.DocSearch-Input');
    const reset = modal?.querySelector<HTMLElement>('.DocSearch-Reset');
    if (!modal || !searchBar || !input || !reset) return undefined;
    const row = document.createElement('div');
    row.className = styles.row;
    searchBar.after(row);
    setParts({ input, row });

    const followQuery = () => {
      setHasQuery(!reset.hidden);
      // A cleared query's counts would show, stale, beside the first letter of the next one. (Not cleared
      // otherwise: the answer to the query the modal opened with can come before this code has loaded.)
      if (reset.hidden) publishCounts(undefined);
    };
    followQuery();
    const queryObserver = new MutationObserver(followQuery);
    queryObserver.observe(reset, { attributes: true, attributeFilter: ['hidden'] });
    // The results' area is as tall as the modal leaves it: it shrinks by the row's height (see modal.module.css).
    const sizeObserver = new ResizeObserver(() => modal.style.setProperty('--vd-section-filter-height', `${row.offsetHeight}px`));
    sizeObserver.observe(row);
    return () => {
      queryObserver.disconnect();
      sizeObserver.disconnect();
      row.remove();
      modal.style.removeProperty('--vd-section-filter-height');
    };
  }, []);
  return { parts, hasQuery };
}

/**
 * The section filter in the DocSearch modal, which has no slot for it: a
 * portal into the modal's DOM, mounted while the modal is open (ModalSlot).
 * Shown once there is a query; the counts are those of the latest answer.
 */
export default function ModalSectionFilter(): ReactNode {
  const { parts, hasQuery } = useModalParts();
  const section = useSyncExternalStore(subscribeToSectionFilter, chosenSection, () => undefined);
  const counts = useSyncExternalStore(subscribeToSectionFilter, latestCounts, () => undefined);

  // Closed, the modal forgets its query.
  useEffect(() => () => publishCounts(undefined), []);

  if (!parts || !hasQuery) return null;

  const choose = (choice: SectionChoice) => {
    chooseSection(choice);
    searchAgain(parts.input);
  };
  // The hint and its button go away with the answer: focus goes back to the search box, which searches again as it gets it.
  const showAll = () => {
    chooseSection(undefined);
    parts.input.focus();
  };
  // Results are browsed from the search box (arrow keys, Enter): Enter on the filter goes back there.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).matches('input[type="radio"]')) {
      event.preventDefault();
      parts.input.focus();
    }
  };

  return createPortal(
    <div className={styles.content} onKeyDown={onKeyDown}>
      <SectionFilter compact value={section} counts={counts} onChange={choose} />
      <EmptySectionHint value={section} counts={counts} onShowAll={showAll} />
    </div>,
    parts.row,
  );
}
