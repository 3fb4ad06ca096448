import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import rehypeImageAlt from './rehype';

const image = (alt: string) => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [
    { type: 'mdxJsxAttribute', name: 'alt', value: alt },
    { type: 'mdxJsxAttribute', name: 'src', value: 'a&amp;b.webp' },
  ],
  children: [],
});

describe('rehypeImageAlt', () => {
  it('undoes the escaping Docusaurus applies to a Markdown image’s alt, and leaves other attributes alone', () => {
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: [image('Chloé Martin&#39;s order &amp; its &quot;lines&quot; &lt;3')] }] };
    rehypeImageAlt()(tree as never);
    const attributes = (tree.children[0].children[0] as ReturnType<typeof image>).attributes;
    assert.equal(attributes[0].value, 'Chloé Martin\'s order & its "lines" <3');
    assert.equal(attributes[1].value, 'a&amp;b.webp');
  });
});
