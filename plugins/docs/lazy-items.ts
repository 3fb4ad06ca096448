import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';

/**
 * The sidebars whose top-level categories are areas that each page loads
 * apart (slim-data.ts): the reference's five areas list some 700 pages; a
 * page loads its own area's items, and the others' once the reader reaches
 * for the sidebar (src/theme/DocSidebarItem/Category/lazy-items.ts).
 */
export const SIDEBARS_BY_AREA = new Set(['reference']);

/** A category whose items load later is marked so in its `customProps`. */
export const LAZY_ITEMS = 'lazyItems';

/** What such a category shows if opened before its items have loaded. */
export const LOADING_ITEM: PropSidebarItem = { type: 'html', value: '<span class="menu__link">Loading…</span>', defaultStyle: true };

/** The file in the docs plugin's generated data that holds those items. */
export const LAZY_ITEMS_FILE = 'lazy-sidebar-items.json';

/** Its content: the items of each such category, by the category's href. */
export type LazySidebarItems = Record<string, PropSidebar>;
