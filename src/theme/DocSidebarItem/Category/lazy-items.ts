import { useEffect, useSyncExternalStore } from 'react';
import type { PropSidebarItem, PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import { LAZY_ITEMS, type LazySidebarItems } from '../../../../plugins/docs/lazy-items';

let loaded: LazySidebarItems | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the items of every category marked to load them (plugins/docs/slim-data.ts), once; after a failure, at the next attempt. */
function load(): void {
  loading ??= import(/* webpackChunkName: "lazy-sidebar-items" */ '@generated/docusaurus-plugin-content-docs/default/lazy-sidebar-items.json').then(
    (module: { default: LazySidebarItems }) => {
      loaded = module.default;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = undefined;
    },
  );
}

/**
 * A reader reaching for the sidebar (a pointer over it, a touch, focus in
 * it) starts the load, so the items are usually in before a category is
 * opened. Listened for on the document, as src/components/ServerRendered/links.ts does.
 */
function onIntent(event: Event): void {
  if ((event.target as Element | null)?.closest?.('.theme-doc-sidebar-menu')) load();
}

let listening = false;
function listenForIntent(): void {
  if (listening) return;
  listening = true;
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, onIntent, { passive: true, capture: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For the categories that have their items: a reference page's sidebar hydrates dozens, none of which waits for the file. */
const subscribeNever = () => () => {};

/** Whether a sidebar item is a category whose items load later. */
function hasLazyItems(item: PropSidebarItem): item is PropSidebarItemCategory {
  return item.type === 'category' && item.customProps?.[LAZY_ITEMS] === true;
}

/**
 * The category, with its items once loaded if it is marked to load them
 * (until then it shows "Loading…" if opened); any other item as it is.
 */
export function useLazyItems<Item extends PropSidebarItem>(item: Item): Item {
  const lazy = hasLazyItems(item);
  const items = useSyncExternalStore(lazy ? subscribe : subscribeNever, () => (lazy && item.href ? loaded?.[item.href] : undefined), () => undefined);
  useEffect(() => {
    if (lazy) listenForIntent();
  }, [lazy]);
  return lazy && items ? { ...item, items } : item;
}
