import type { Element, Root } from 'hast';
import { textOf } from '../hast/text-of';

/** The class of a table that `src/css/custom.css` shows as one block per row on phones. */
export const STACKED_TABLE_CLASS = 'stack-on-phone';
/** With fewer columns a table fits a phone as it is. */
const MIN_COLUMNS = 3;

const children = (node: Element, tagName: string) => node.children.filter((c): c is Element => c.type === 'element' && c.tagName === tagName);

/**
 * On a 390 px phone a table of three or more columns leaves each a sliver:
 * the guides' "What it does" got 75 px and was cut off. Such a table gets a
 * class, and each body cell the text of its column's header as `data-label`,
 * so the stylesheet can show a row as a card of labelled lines there. Nothing
 * changes on wider screens. Its parts get their table roles written out,
 * since a table shown as blocks loses them in some browsers.
 */
export default function rehypeStackedTables() {
  return (tree: Root): void => {
    const visit = (parent: Element | Root) => {
      for (const node of parent.children) {
        if (node.type !== 'element') continue;
        if (node.tagName !== 'table') {
          visit(node);
          continue;
        }
        const headerRow = children(node, 'thead').flatMap((head) => children(head, 'tr'))[0];
        const labels = headerRow ? children(headerRow, 'th').map((th) => textOf(th).trim()) : [];
        if (labels.length < MIN_COLUMNS) continue;
        node.properties = { ...node.properties, className: [...((node.properties.className as string[] | undefined) ?? []), STACKED_TABLE_CLASS], role: 'table' };
        for (const group of [...children(node, 'thead'), ...children(node, 'tbody')]) {
          group.properties = { ...group.properties, role: 'rowgroup' };
          for (const row of children(group, 'tr')) {
            row.properties = { ...row.properties, role: 'row' };
            children(row, 'th').forEach((th) => (th.properties = { ...th.properties, role: 'columnheader' }));
            children(row, 'td').forEach((td, i) => (td.properties = { ...td.properties, role: 'cell', ...(labels[i] ? { dataLabel: labels[i] } : {}) }));
          }
        }
      }
    };
    visit(tree);
  };
}
