import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import rehypeResponsiveImages, { COMPONENT, sizesFor, twiceAsDense } from './rehype';

const LOADER = '!/x/url-loader/index.js?limit=10000&name=assets/images/[name]-[contenthash].[ext]!';

/** A Markdown image as Docusaurus's transformImage leaves it (src a require of the file). */
function image(file: string, width = 1280) {
  const specifier = `${LOADER}./${file}`;
  return {
    type: 'mdxJsxTextElement',
    name: 'img',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'alt', value: 'The order list' },
      {
        type: 'mdxJsxAttribute',
        name: 'src',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `require("${specifier}").default`,
          data: {
            estree: {
              type: 'Program',
              body: [{ type: 'ExpressionStatement', expression: { type: 'MemberExpression', object: { type: 'CallExpression', callee: { type: 'Identifier', name: 'require' }, arguments: [{ type: 'Literal', value: specifier }] } } }],
            },
          },
        },
      },
      { type: 'mdxJsxAttribute', name: 'width', value: String(width) },
      { type: 'mdxJsxAttribute', name: 'height', value: '800' },
    ],
    children: [],
  };
}

function pageWith(...files: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'responsive-images-'));
  for (const file of files) fs.writeFileSync(path.join(dir, file), '');
  return { dir, file: { path: path.join(dir, 'index.mdx') } };
}

describe('rehypeResponsiveImages', () => {
  it('turns a screenshot with a 2× file beside it into the zoomable component, with srcset, sizes and the 2× file, and imports the component once', () => {
    const { file } = pageWith('orders.webp', 'orders@2x.webp', 'dialog.webp', 'dialog@2x.webp');
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [image('orders.webp'), image('dialog.webp', 500)] }] };
    rehypeResponsiveImages()(tree as never, file);

    const [esm, paragraph] = tree.children as unknown as [{ type: string; value: string }, { children: ReturnType<typeof image>[] }];
    assert.equal(esm.type, 'mdxjsEsm');
    assert.equal(esm.value, `import ${COMPONENT} from '@site/src/components/ZoomableImage';`);
    assert.equal(tree.children.length, 2);

    const [orders, dialog] = paragraph.children;
    assert.equal(orders.name, COMPONENT);
    const attribute = (node: ReturnType<typeof image>, name: string) => node.attributes.find((a) => a.name === name)?.value as unknown;
    assert.equal(attribute(orders, 'width'), '1280', 'the 1× size, the one it is shown at');
    assert.equal(attribute(orders, 'alt'), 'The order list');
    // Always a file, never inlined as a data URL (url-loader's limit at 0).
    const FILE_LOADER = LOADER.replace('limit=10000', 'limit=0');
    assert.equal((attribute(orders, 'src') as { value: string }).value, `require("${FILE_LOADER}./orders.webp").default`);
    assert.equal(orders.attributes.filter((a) => a.name === 'src').length, 1);
    assert.equal((attribute(orders, 'srcSet') as { value: string }).value, `\`\${require("${FILE_LOADER}./orders.webp").default} 1280w, \${require("${FILE_LOADER}./orders@2x.webp").default} 2560w\``);
    assert.equal((attribute(orders, 'fullSrc') as { value: string }).value, `require("${FILE_LOADER}./orders@2x.webp").default`);
    assert.equal(attribute(orders, 'sizes'), sizesFor(1280));
    assert.equal(attribute(dialog, 'sizes'), sizesFor(500));
  });

  it('leaves an image without a 2× file, and a page without one imports nothing', () => {
    const { file } = pageWith('diagram.webp');
    const tree = { type: 'root', children: [image('diagram.webp')] };
    rehypeResponsiveImages()(tree as never, file);
    assert.equal(tree.children.length, 1);
    assert.equal(tree.children[0].name, 'img');
    assert.equal(tree.children[0].attributes.length, 4);
  });

  it('names the 2× file after the 1× one', () => {
    assert.equal(twiceAsDense('./a/zone-detail.webp'), './a/zone-detail@2x.webp');
    assert.equal(twiceAsDense('x.png'), 'x.png');
  });

  it('sizes an image no wider than itself or the text column', () => {
    assert.equal(sizesFor(1280), '(min-width: 1620px) 958px, (min-width: 997px) calc(75vw - 257px), calc(100vw - 32px)');
    assert.equal(sizesFor(500), '(min-width: 1010px) 500px, (min-width: 997px) calc(75vw - 257px), (min-width: 532px) 500px, calc(100vw - 32px)');
  });
});
