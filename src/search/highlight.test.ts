import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml, highlight, snippet } from './highlight';

describe('highlight', () => {
  it('escapes every character that could open markup', () => {
    assert.equal(escapeHtml(`<img src=x onerror="alert('1')">&`), '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
  });

  it('marks whole words whose terms matched, compound words included', () => {
    const result = highlight('Use ProductVariant <b>now</b>', new Set(['product']), ['product']);
    assert.equal(result.value, 'Use <mark>ProductVariant</mark> &lt;b&gt;now&lt;/b&gt;');
    assert.equal(result.matchLevel, 'full');
  });

  it('reports no match as such', () => {
    assert.deepEqual(highlight('Orders', new Set(['channel']), ['channel']), { value: 'Orders', matchLevel: 'none', matchedWords: [] });
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve';

  it('cuts a window of words around the first match', () => {
    assert.equal(snippet(text, new Set(['seven']), ['seven'], 2, 8).value, 'five six <mark>seven</mark> eight nine');
  });

  it('keeps short texts whole', () => {
    assert.equal(snippet('one two three', new Set(['two']), ['two'], 1, 8).value, 'one <mark>two</mark> three');
  });
});
