import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeMdxText, firstSentence, mapProse } from './mdx-text';

describe('MDX text helpers', () => {
  it('escapes JSX characters in prose but not in code', () => {
    const md = 'A Map<string, {a}> and `Map<K, V>`\n\n```ts\nconst a = { b: 1 };\n```\nafter <br> {x}';
    assert.equal(mapProse(md, escapeMdxText), 'A Map&lt;string, \\{a\\}> and `Map<K, V>`\n\n```ts\nconst a = { b: 1 };\n```\nafter \n\n \\{x\\}');
  });

  it('takes the first sentence as plain text', () => {
    assert.equal(firstSentence('A {@link Product} has `variants`. More text.'), 'A Product has variants.');
    assert.equal(firstSentence('See [the guide](/x) for v1.2 details'), 'See the guide for v1.2 details');
  });
});
