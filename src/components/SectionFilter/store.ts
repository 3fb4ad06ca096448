import { isSearchSection, type SearchSectionId, type SectionCounts } from '@site/src/search/sections';

/**
 * The section search is narrowed to, shared by the modal and the search page
 * and remembered across visits, and the counts per section of the latest
 * answer. A module-level store rather than React state: the modal's search
 * client reads the section when it sends a request, outside any component,
 * and re-rendering the theme's SearchBar would clear the modal's query.
 * Loaded with the modal's filter and with the search page, which share it.
 */
export const SECTION_STORAGE_KEY = 'vendure-docs-search-section';

/** `undefined` is "All sections". */
export type SectionChoice = SearchSectionId | undefined;

let section: SectionChoice;
let loaded = false;
let counts: SectionCounts | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Storage can be missing or throw (blocked cookies, some private modes): the
 * choice then lasts until the page is reloaded, and search works as usual.
 */
function readStored(): SectionChoice {
  try {
    const stored = window.localStorage.getItem(SECTION_STORAGE_KEY);
    return stored && isSearchSection(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(choice: SectionChoice): void {
  try {
    if (choice) window.localStorage.setItem(SECTION_STORAGE_KEY, choice);
    else window.localStorage.removeItem(SECTION_STORAGE_KEY);
  } catch {
    // Not remembered across visits; see readStored.
  }
}

/** The reader's last choice (All until they choose; always All while rendering on the server). */
export function chosenSection(): SectionChoice {
  if (typeof window === 'undefined') return undefined;
  if (!loaded) {
    section = readStored();
    loaded = true;
  }
  return section;
}

export function chooseSection(choice: SectionChoice): void {
  if (choice === chosenSection()) return;
  section = choice;
  writeStored(choice);
  notify();
}

/** Counts of the latest search answered, for the modal's filter; `undefined` before one or once the query is cleared. */
export function latestCounts(): SectionCounts | undefined {
  return counts;
}

export function publishCounts(next: SectionCounts | undefined): void {
  if (next === counts) return;
  counts = next;
  notify();
}

/** For `useSyncExternalStore`: called whenever the choice or the counts change. */
export function subscribeToSectionFilter(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
