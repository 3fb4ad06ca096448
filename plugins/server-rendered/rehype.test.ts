import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import type { JsxNode } from '../hast/mdx-jsx';
import rehypeServerRendered, { COMPONENT } from './rehype';

/** The page compiled as Docusaurus compiles it (components from the MDX provider, GitHub's tables), with only this plugin. */
async function compiled(source: string): Promise<string> {
  // ESM only (its dependencies have no CommonJS entry).
  const [{ compile }, { default: remarkGfm }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  return String(await compile(source, { providerImportSource: '@mdx-js/react', remarkPlugins: [remarkGfm], rehypePlugins: [rehypeServerRendered] }));
}

/** How many blocks the page keeps. */
const keptBlocks = (code: string) => code.match(/_jsx\(ServerRendered,/g)?.length ?? 0;

describe('rehypeServerRendered', () => {
  it('keeps each static block whole, with its links and inline code still the theme components inside it, and imports the component once', async () => {
    const code = await compiled(['A [link](/a) and `code`.', '', '- one [b](/b)', '- two', '', '| A | B |', '| - | - |', '| [c](/c) | `d` |'].join('\n'));
    assert.equal(keptBlocks(code), 3);
    assert.equal(code.match(/import ServerRendered from '@site\/src\/components\/ServerRendered'/g)?.length, 1);
    assert.match(code, /_jsx\(ServerRendered, \{\s*children: _jsxs\(_components\.p, \{[\s\S]*_components\.a[\s\S]*_components\.code/);
    assert.match(code, /_jsx\(ServerRendered, \{\s*children: _jsxs\(_components\.ul,/);
    assert.match(code, /_jsx\(ServerRendered, \{\s*children: _jsxs\(_components\.table,/);
  });

  it('leaves headings, code blocks, expressions and components to hydrate, and keeps the static blocks beside and inside them', async () => {
    const code = await compiled(
      [
        "import Tabs from '@theme/Tabs';",
        '',
        '## A heading with [a link](/a)',
        '',
        '```ts',
        'const a = 1;',
        '```',
        '',
        'Counted {1 + 1} times, see [x](/x).',
        '',
        '<Tabs><p>Inside a **component**</p></Tabs>',
        '',
        '- a list item with a code block:',
        '',
        '  ```ts',
        '  const b = 2;',
        '  ```',
        '',
        '  and a [link](/l) after it.',
      ].join('\n'),
    );
    // Only the paragraph inside the list item: the heading, the code blocks, the expression's paragraph, the list around the code block and Tabs' children stay.
    assert.equal(keptBlocks(code), 1);
    assert.match(code, /_jsx\(ServerRendered, \{\s*children: _jsxs\(_components\.p, \{\s*children: \["and a ", _jsx\(_components\.a/);
  });

  it('keeps the blocks inside an admonition, not the admonition, whose component builds its own markup', () => {
    // What Docusaurus makes of `:::note`: an `admonition` element, which the theme maps to its Admonition component.
    const link: Element = { type: 'element', tagName: 'a', properties: { href: '/g' }, children: [{ type: 'text', value: 'the guide' }] };
    const paragraph: Element = { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'See ' }, link] };
    const admonition: Element = { type: 'element', tagName: 'admonition', properties: { type: 'note' }, children: [paragraph] };
    const item: Element = { type: 'element', tagName: 'li', properties: {}, children: [structuredClone(admonition)] };
    const list: Element = { type: 'element', tagName: 'ul', properties: {}, children: [item] };
    const tree: Root = { type: 'root', children: [admonition, list] };
    rehypeServerRendered()(tree);
    const [esm, ...blocks] = tree.children as unknown as JsxNode[];
    assert.equal(esm.type, 'mdxjsEsm');
    assert.equal(blocks[0], admonition);
    assert.deepEqual(admonition.children[0], { type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: [paragraph] });
    // Inside a kept block, an admonition is kept with it.
    assert.deepEqual(blocks[1], { type: 'mdxJsxFlowElement', name: COMPONENT, attributes: [], children: [list] });
  });

  it('keeps a paragraph of long text, whose text then leaves the page’s script, and not a short one', async () => {
    const long = 'A paragraph of plain text long enough that moving it out of the page saves more than its block costs.';
    const code = await compiled(`${long}\n\nShort words.`);
    assert.equal(keptBlocks(code), 1);
    assert.match(code, /_jsx\(ServerRendered, \{\s*children: _jsx\(_components\.p, \{\s*children: "A paragraph/);
    assert.match(code, /_jsx\(_components\.p, \{\s*children: "Short words\."/);
  });

  it('keeps nothing, and imports nothing, in a page of short plain text', async () => {
    const code = await compiled('Just words.\n\nMore words.');
    assert.equal(keptBlocks(code), 0);
    assert.doesNotMatch(code, /ServerRendered/);
  });
});
