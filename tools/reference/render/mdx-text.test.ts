import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeMdxText, firstSentence, jsonAttribute, mapProse } from './mdx-text';

describe('MDX text helpers', () => {
  it('escapes JSX characters in prose but not in code', () => {
    const md = 'A Map<string, {a}> and `Map<K, V>`\n\n```ts\nconst a = { b: 1 };\n```\nafter <br> {x}';
    assert.equal(mapProse(md, escapeMdxText), 'A Map&lt;string, \\{a\\}> and `Map<K, V>`\n\n```ts\nconst a = { b: 1 };\n```\nafter \n\n \\{x\\}');
  });

  it('takes the first sentence as plain text', () => {
    assert.equal(firstSentence('A {@link Product} has `variants`. More text.'), 'A Product has variants.');
    assert.equal(firstSentence('See [the guide](/x) for v1.2 details'), 'See the guide for v1.2 details');
  });

  it('passes JSON through a quoted attribute unchanged, whatever characters it holds', async () => {
    const value = [{ text: `it's <T> & { a: 'b' } &amp; "q" \\ \n` }, { text: 'x', to: '/y' }];
    // The compiler Docusaurus uses, ESM only.
    const { evaluate } = await import('@mdx-js/mdx');
    const { default: Content } = await evaluate(`<Probe data=${jsonAttribute(value)} />`, runtime);
    let received: unknown;
    const Probe = ({ data }: { data: string }) => ((received = JSON.parse(data)), null);
    renderToStaticMarkup(createElement(Content, { components: { Probe } }));
    assert.deepEqual(received, value);
  });
});
