import type { Element, Root } from 'hast';
import { textOf } from '../hast/text-of';

/** The class of the wrapper; `src/css/custom.css` makes it, not the table, the scroll container. */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/** The header cells' text, which names the region for screen readers ("Option, Default, Meaning"). */
function headerLabel(table: Element): string {
  const cells: Element[] = [];
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'th') cells.push(child);
      else if (cells.length === 0) visit(child);
    }
  };
  visit(table);
  const label = cells.map((cell) => textOf(cell).trim()).filter(Boolean).join(', ');
  return label ? `Table: ${label}` : 'Table';
}

/**
 * A Markdown table wider than the text column scrolls sideways, and a keyboard
 * user can only scroll what can take focus (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The build wraps each table in a focusable,
 * labelled region, so this holds in the HTML as served, before any script runs.
 */
export default function rehypeScrollableTables() {
  return (tree: Root): void => {
    const visit = (parent: Element | Root) => {
      parent.children.forEach((node, index) => {
        if (node.type !== 'element') return;
        if (node.tagName !== 'table') return visit(node);
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: [TABLE_SCROLL_CLASS], tabIndex: 0, role: 'region', ariaLabel: headerLabel(node) },
          children: [node],
        };
      });
    };
    visit(tree);
  };
}
