import type { ElementContent } from 'hast';

/** The text of a hast node and its descendants, as the reader sees it (for the build's rehype plugins). */
export function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}
