import { useLocation } from '@docusaurus/router';
import clsx from 'clsx';
import { sectionOfPath } from '@site/src/search/sections';

/** Longer than this, a reference label may be cut with an ellipsis (src/css/custom.css). */
const MAY_BE_CUT = 24;

/**
 * The props that give a sidebar link its full label as a title when the label
 * may be cut; the theme's link and category items pass extra props on to their link.
 */
export function fullLabelTitle(label: string): { title?: string } {
  return label.length > MAY_BE_CUT ? { title: label } : {};
}

/**
 * The item, marked `sidebar-item--one-line` (on its list item, in the server's HTML) on a reference page, whose sidebar
 * holds API names, long single words. Not a class of <html>: the theme rewrites those while the page hydrates, one
 * part at a time, and the names wrapped onto two lines and back (for 160–190 ms on a desktop here). The page's path, not
 * its sidebar's name: the phone's menu shows the sidebar outside the page's sidebar context.
 */
export function useOneLineItem<Item extends { className?: string }>(item: Item): Item {
  const oneLine = sectionOfPath(useLocation().pathname) === 'reference';
  return oneLine ? { ...item, className: clsx(item.className, 'sidebar-item--one-line') } : item;
}
