import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeMdxText, firstSentence, highlightMarkers, jsonAttribute, mapProse } from './mdx-text';

describe('MDX text helpers', () => {
  it('escapes JSX characters in prose but not in code', () => {
    const md = 'A Map<string, {a}> and `Map<K, V>`\n\n```ts\nconst a = { b: 1 };\n```\nafter <br> {x}';
    assert.equal(mapProse(md, escapeMdxText), 'A Map&lt;string, \\{a\\}> and `Map<K, V>`\n\n```ts\nconst a = { b: 1 };\n```\nafter \n\n \\{x\\}');
  });

  it('takes the first sentence as plain text', () => {
    assert.equal(firstSentence('A {@link Product} has `variants`. More text.'), 'A Product has variants.');
    assert.equal(firstSentence('See [the guide](/x) for v1.2 details'), 'See the guide for v1.2 details');
  });

  it('does not end the sentence at an abbreviation or before a lowercase word', () => {
    assert.equal(firstSentence('Sets limits, e.g. the max size. Then more.'), 'Sets limits, e.g. the max size.');
    assert.equal(firstSentence('Reads a file (i.e. a Buffer) and stores it. Next.'), 'Reads a file (i.e. a Buffer) and stores it.');
  });

  it('keeps the text of an admonition, not its marker', () => {
    assert.equal(firstSentence(':::warning[Deprecated] From v3.5 it is replaced. Use the other.\n:::'), 'From v3.5 it is replaced.');
  });

  it("turns Shiki's highlight markers into the site's magic comment, keeping the indentation", () => {
    assert.equal(highlightMarkers('a();\n  b(); // [!code highlight]\nc();'), 'a();\n  // highlight-next-line\n  b();\nc();');
    assert.equal(highlightMarkers('{\n  id # [!code highlight]\n}'), '{\n  # highlight-next-line\n  id\n}');
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
