import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { importDefaultNode, type JsxAttribute, type JsxNode } from '../hast/mdx-jsx';

/** The component a screenshot becomes; imported into each page that has one (src/components/ZoomableImage). */
export const COMPONENT = 'ZoomableImage';
const COMPONENT_MODULE = '@site/src/components/ZoomableImage';

/** `import ZoomableImage from '@site/src/components/ZoomableImage';` */
const importNode = importDefaultNode(COMPONENT, COMPONENT_MODULE);

/** The theme's breakpoint: from this width on, the sidebar is beside the text. */
const DESKTOP = 997;
/** 0.75 × (100vw − 300 px sidebar) − 32 px of padding = 75vw − 257 px: the TOC takes a quarter of what the sidebar leaves. */
const SIDEBAR_AND_PADDING = 257;
/** The text column stops growing at 75 % of the 1320 px container, less its padding. */
const COLUMN_MAX = 958;

/**
 * The width an image of `width` CSS pixels is shown at: the text column's, or its own when that
 * is less. The column is the window less 32 px of padding on a phone or tablet, and on a wider
 * window three quarters of what the sidebar leaves (the table of contents has the rest): 75vw less
 * 257 px, at most 958 px (theme-classic's DocRoot and DocItem layouts, Infima's container).
 * Media conditions rather than `min()`, which not every browser takes in `sizes`. A slot no
 * wider than the 1× file means a 1× screen never downloads the 2× one.
 */
export function sizesFor(width: number): string {
  const cap = Math.min(width, COLUMN_MAX);
  const sizes = [`(min-width: ${Math.ceil((cap + SIDEBAR_AND_PADDING) / 0.75)}px) ${cap}px`, `(min-width: ${DESKTOP}px) calc(75vw - ${SIDEBAR_AND_PADDING}px)`];
  if (width + 32 < DESKTOP) sizes.push(`(min-width: ${width + 32}px) ${width}px`);
  return [...sizes, 'calc(100vw - 32px)'].join(', ');
}

interface Literal {
  type: 'Literal';
  value: string;
  raw: string;
}

/**
 * The same require with url-loader's inlining limit at 0, so the file is always emitted: a small
 * screenshot (under 10 kB) would otherwise become a data URL in the page's HTML and script, twice
 * (src and srcset), and be downloaded by every reader instead of the one whose screen needs it.
 */
export function asFile(specifier: string): string {
  return specifier.replace(/([?&])limit=\d+/, '$1limit=0');
}

/** `name.webp` → `name@2x.webp` (the capture tool's names, tools/screenshots/capture.ts). */
export function twiceAsDense(file: string): string {
  return file.replace(/\.webp$/, '@2x.webp');
}

const requireOf = (specifier: string) => ({
  type: 'MemberExpression',
  object: {
    type: 'CallExpression',
    callee: { type: 'Identifier', name: 'require' },
    arguments: [{ type: 'Literal', value: specifier, raw: JSON.stringify(specifier) }],
    optional: false,
  },
  property: { type: 'Identifier', name: 'default' },
  computed: false,
  optional: false,
});

/** An attribute whose value is an expression, with the estree MDX compiles from. */
function expressionAttribute(name: string, source: string, expression: object): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: source,
      data: { estree: { type: 'Program', body: [{ type: 'ExpressionStatement', expression }], sourceType: 'module', comments: [] } },
    },
  };
}

/** The `require("…loaders…!./name.webp")` string of a Markdown image's src, as Docusaurus writes it. */
function requireSpecifier(src: JsxAttribute | undefined): string | undefined {
  const value = src?.value as { type?: string; data?: { estree?: unknown } } | undefined;
  if (value?.type !== 'mdxJsxAttributeValueExpression') return undefined;
  let found: string | undefined;
  const visit = (node: unknown) => {
    if (found || !node || typeof node !== 'object') return;
    const candidate = node as { type?: string; callee?: { name?: string }; arguments?: Literal[] };
    if (candidate.type === 'CallExpression' && candidate.callee?.name === 'require' && typeof candidate.arguments?.[0]?.value === 'string') {
      found = candidate.arguments[0].value;
      return;
    }
    Object.values(node).forEach(visit);
  };
  visit(value.data?.estree);
  return found;
}

/**
 * A Markdown screenshot (`![…](./name.webp)`) that has a 2× file beside it (`name@2x.webp`)
 * becomes `<ZoomableImage>`: the `<img>` Docusaurus made (its width and height are the 1× file's,
 * the size it is shown at) with a `srcset` of both files and `sizes` of the text column, so a 1×
 * screen or a phone gets the 1× file and a high-density desktop the 2× one, inside a link to the
 * 2× file that opens it full size in a dialog (the component). The component is imported into
 * that page only, so pages without screenshots ship none of it. Runs after plugins/image-alt.
 */
export default function rehypeResponsiveImages() {
  return (tree: Root, file: { path?: string }): void => {
    if (!file.path) return;
    const pageDir = path.dirname(file.path);
    let used = false;
    const visit = (node: JsxNode) => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'img') {
        const attributes = node.attributes ?? [];
        const byName = (name: string) => attributes.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name);
        const specifier = requireSpecifier(byName('src'));
        const width = Number(byName('width')?.value);
        const relative = specifier?.slice(specifier.lastIndexOf('!') + 1);
        if (specifier && relative && /\.webp$/.test(relative) && width > 0 && fs.existsSync(path.resolve(pageDir, twiceAsDense(relative)))) {
          const file = asFile(specifier);
          const dense = twiceAsDense(file);
          const srcSet = {
            type: 'TemplateLiteral',
            quasis: [
              { type: 'TemplateElement', value: { raw: '', cooked: '' }, tail: false },
              { type: 'TemplateElement', value: { raw: ` ${width}w, `, cooked: ` ${width}w, ` }, tail: false },
              { type: 'TemplateElement', value: { raw: ` ${width * 2}w`, cooked: ` ${width * 2}w` }, tail: true },
            ],
            expressions: [requireOf(file), requireOf(dense)],
          };
          node.name = COMPONENT;
          node.attributes = [
            ...attributes.filter((attribute) => attribute !== byName('src')),
            expressionAttribute('src', `require(${JSON.stringify(file)}).default`, requireOf(file)),
            expressionAttribute('srcSet', `\`\${require(${JSON.stringify(file)}).default} ${width}w, \${require(${JSON.stringify(dense)}).default} ${width * 2}w\``, srcSet),
            { type: 'mdxJsxAttribute', name: 'sizes', value: sizesFor(width) },
            expressionAttribute('fullSrc', `require(${JSON.stringify(dense)}).default`, requireOf(dense)),
          ];
          used = true;
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree as unknown as JsxNode);
    if (used) {
      (tree as unknown as JsxNode).children!.unshift(structuredClone(importNode));
    }
  };
}
