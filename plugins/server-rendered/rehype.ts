import type { Element, ElementContent, Root } from 'hast';
import { importDefaultNode, type JsxNode } from '../hast/mdx-jsx';
import { textOf } from '../hast/text-of';

/** The component a kept block is wrapped in (src/components/ServerRendered). */
export const COMPONENT = 'ServerRendered';
const COMPONENT_MODULE = '@site/src/components/ServerRendered';

/**
 * The HTML elements Markdown and the site's rehype plugins make, that render
 * the same on the server and in the browser. Some reach the page through the
 * theme's components (links, inline code, lists, images), which render
 * nothing else. Headings, code blocks and whatever else needs its component
 * in the browser are not here, nor any name the page's components map to
 * something unknown.
 */
const STATIC_TAGS = new Set([
  'p', 'a', 'code', 'em', 'strong', 'del', 's', 'b', 'i', 'u', 'sup', 'sub', 'small', 'mark', 'kbd', 'abbr', 'span', 'br', 'wbr', 'hr', 'img', 'input',
  'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'blockquote', 'div', 'section', 'dl', 'dt', 'dd', 'figure', 'figcaption',
]);

/**
 * What a kept block may be: an element the browser gets as it is, or through
 * a component that passes its props on to it (the theme's `ul` and `li`).
 * Not the theme's `code`, which tells inline code from a code block by its
 * children, which a kept block hands it empty; nor a lone link or image,
 * whose component would run all the same.
 */
const BLOCKS = new Set([...STATIC_TAGS].filter((tag) => !['a', 'code', 'img', 'br', 'wbr', 'hr', 'input'].includes(tag)));

/**
 * Components whose children render as they are, so blocks inside them can be
 * kept: the theme's admonitions (`:::note`, an `admonition` element) and the
 * reference's deprecation notes. An admonition's own output is static too,
 * so one inside a kept block is kept with it.
 */
const RENDERS_CHILDREN_AS_IS = new Set(['admonition', 'ApiDeprecation']);

type Node = ElementContent | JsxNode;

const isJsx = (node: Node): node is JsxNode => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const isElement = (node: Node): node is Element => node.type === 'element';

/** `<wbr />` or `<span class="x">` written in a page: a plain HTML element, no expression in it. */
function isPlainJsxElement(node: JsxNode): boolean {
  return (
    STATIC_TAGS.has(node.name ?? '') &&
    (node.attributes ?? []).every((attribute) => attribute.type === 'mdxJsxAttribute' && (attribute.value == null || typeof attribute.value === 'string'))
  );
}

/** Whether the node renders the same HTML wherever it runs and needs nothing in the browser but its links. */
function isStatic(node: Node): boolean {
  if (node.type === 'text') return true;
  if (isElement(node)) {
    // Inline code only: a `code` with a line break becomes a code block.
    if (node.tagName === 'code') return node.children.every((child) => child.type === 'text' && !child.value.includes('\n'));
    return (STATIC_TAGS.has(node.tagName) || node.tagName === 'admonition') && node.children.every(isStatic);
  }
  if (isJsx(node)) return isPlainJsxElement(node) && (node.children ?? []).every((child) => isStatic(child as Node));
  // Expressions, imports, components.
  return false;
}

/**
 * Text, in characters, that costs a page's script more than keeping its
 * block does: a kept block's content leaves the page's module
 * (recma.ts), and the block left in its place takes about 50 characters.
 */
const LONG_TEXT = 80;

/**
 * A block worth keeping: one with elements inside, whose hydration is what
 * keeping saves, or one of long text, whose text then leaves the page's script.
 */
const isWorthKeeping = (node: Element) =>
  BLOCKS.has(node.tagName) && (node.children.some((child) => child.type === 'element' || isJsx(child as Node)) || textOf(node).length >= LONG_TEXT);

const wrap = (node: Element): JsxNode => ({ type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: [node as unknown as JsxNode] });

/**
 * Wraps each static block of a page, as large as it can be, in
 * `ServerRendered`, whose HTML the browser keeps as served instead of
 * hydrating it (see the component). Blocks are found inside the elements
 * above and inside the components that render their children as they are;
 * the rest (headings, code blocks, other components) stays as it was. The
 * component is imported into each page that has a kept block.
 */
export default function rehypeServerRendered() {
  return (tree: Root): void => {
    let kept = 0;
    const visit = (parent: { children: Node[] }) => {
      parent.children.forEach((node, index) => {
        if (isElement(node) && isWorthKeeping(node) && isStatic(node)) {
          parent.children[index] = wrap(node);
          kept++;
        } else if (isElement(node) ? STATIC_TAGS.has(node.tagName) || RENDERS_CHILDREN_AS_IS.has(node.tagName) : isJsx(node) && RENDERS_CHILDREN_AS_IS.has(node.name ?? '')) {
          visit(node as { children: Node[] });
        }
      });
    };
    visit(tree as unknown as { children: Node[] });
    if (kept > 0) (tree as unknown as JsxNode).children!.unshift(importDefaultNode(COMPONENT, COMPONENT_MODULE));
  };
}
