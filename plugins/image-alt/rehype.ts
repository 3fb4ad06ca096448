import type { Root } from 'hast';
import type { JsxNode } from '../hast/mdx-jsx';

/** The five escapes of the `escape-html` package, undone. */
const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Docusaurus 3.7 turns a Markdown image beside its page (`![Chloé's order](./order.webp)`)
 * into an `<img>` whose alt it passes through `escape-html`; React escapes it
 * again, so readers and screen readers got `Chloé&amp;#39;s order` (read out
 * as "ampersand hash 39"). The alt is Markdown text, not HTML: this undoes
 * that first escape. Runs after the default remark plugins, as every rehype
 * plugin does.
 */
export default function rehypeImageAlt() {
  return (tree: Root): void => {
    const visit = (node: JsxNode) => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img') {
        for (const attribute of node.attributes ?? []) {
          if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'alt' || attribute.name === 'title') && typeof attribute.value === 'string') {
            attribute.value = attribute.value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => UNESCAPE[entity]);
          }
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree as unknown as JsxNode);
  };
}
