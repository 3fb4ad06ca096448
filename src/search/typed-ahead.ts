/**
 * What the reader types between asking for search and the modal's input
 * having focus. The modal's code loads on first use, so a reader who presses
 * Ctrl+K and types at once would lose the first letters: we keep them, and
 * the modal opens with them as its query. The SearchBar wrapper feeds this
 * from its key listener; early-input's replay hands over what was typed
 * before the app started.
 */

/** Long enough for the modal's code on a slow connection; a request that never opens must not swallow keys for good. */
const COLLECT_FOR_MS = 10_000;

let text = '';
let collectUntil = 0;
const listeners = new Set<() => void>();

function set(next: string): void {
  if (next === text) return;
  text = next;
  for (const listener of listeners) listener();
}

function modalInput(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('.DocSearch-Input');
}

function isEditingContent(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName));
}

/** The keys that open the modal, as the theme reads them: Ctrl/Cmd+K anywhere, `/` outside a text field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !isEditingContent(event.target));
}

/** The query the modal opens with: what was typed since search was asked for. */
export function typedAheadQuery(): string {
  return text;
}

export function subscribeToTypedAhead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Search was asked for: unless the modal is open already, collect the keys that follow, starting from `typed`. */
export function startTypingAhead(typed = ''): void {
  if (modalInput()) return;
  collectUntil = Date.now() + COLLECT_FOR_MS;
  set(typed);
}

/** Opens the modal as a click on the search button does, with `typed` as its query. */
export function openSearchWith(button: HTMLElement, typed: string): void {
  button.click();
  // After the click, which starts an empty query of its own.
  startTypingAhead(typed);
}

/** The modal's input has focus: from now on the keys are its own. */
export function stopTypingAhead(): void {
  collectUntil = 0;
}

/**
 * For a keydown listener on window, capture phase. Returns true when the key
 * asks for search: a shortcut, or a letter typed on the focused search button,
 * which opens the modal with that letter. While search is on its way, takes
 * letters and Backspace for the query.
 */
export function followSearchKeys(event: KeyboardEvent): boolean {
  if (takeKey(event)) return false;
  if (isSearchShortcut(event)) {
    startTypingAhead();
    return true;
  }
  const button = (document.activeElement as HTMLElement | null)?.closest?.<HTMLElement>('.DocSearch-Button');
  if (button && /^[a-z0-9]$/i.test(event.key) && !(event.ctrlKey || event.metaKey || event.altKey)) {
    // The theme means to open the modal with this letter, but its own path never renders the modal.
    openSearchWith(button, event.key);
    // The letter is in the query: if the modal's input has focus before the key's default action, it must not type it twice.
    event.preventDefault();
    return true;
  }
  return false;
}

/** Stops at Escape, or once the modal's input exists (it focuses the input in an effect, and a key may come first). */
function takeKey(event: KeyboardEvent): boolean {
  if (Date.now() > collectUntil) return false;
  const input = modalInput();
  if (input || event.key === 'Escape') {
    stopTypingAhead();
    input?.focus();
    return false;
  }
  if (event.ctrlKey || event.metaKey || event.altKey || isEditingContent(event.target)) return false;
  if (event.key === 'Backspace') set(text.slice(0, -1));
  else if (event.key.length === 1) set(text + event.key);
  else return false;
  event.preventDefault();
  return true;
}
