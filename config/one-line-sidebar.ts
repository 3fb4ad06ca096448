import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';

type SidebarItemsGenerator = NonNullable<DocsOptions['sidebarItemsGenerator']>;

/** What src/css/custom.css keys the one-line rule on. */
export const ONE_LINE_CLASS = 'sidebar-item--one-line';

/**
 * The docs plugin's generator, but the categories at the top of the reference
 * sidebar (`docs/reference`), which holds API names (long single words), get
 * the class under which every item shows one line, cut with an ellipsis.
 * Set here, the class is in the sidebar's data: in the server's HTML and in
 * the phone's menu, with no work in the browser. Not a class of <html>: the
 * theme rewrites those while the page hydrates, one part at a time, and the
 * names wrapped onto two lines and back (for 160–190 ms on a desktop here).
 */
export const oneLineReferenceSidebar: SidebarItemsGenerator = async ({ defaultSidebarItemsGenerator, ...args }) => {
  const items = await defaultSidebarItemsGenerator(args);
  if (args.item.dirName !== 'reference') return items;
  return items.map((item) => (item.type === 'category' ? { ...item, className: [item.className, ONE_LINE_CLASS].filter(Boolean).join(' ') } : item));
};
