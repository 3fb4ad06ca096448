import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapedAlts, escapedEntitiesInMarkdown } from './escaped-entities';

describe('escapedAlts', () => {
  it('finds an alt escaped twice, quoted or not, and accepts one escaped once', () => {
    assert.deepEqual(escapedAlts('<img alt="Chloé Martin&amp;#39;s order" src=a.webp><img alt=Tea&amp;amp;cake>'), ['Chloé Martin&amp;#39;s order', 'Tea&amp;amp;cake']);
    assert.deepEqual(escapedAlts('<img alt="Chloé Martin&#39;s order &amp; more" src=a.webp>'), []);
  });
});

describe('escapedEntitiesInMarkdown', () => {
  it('finds character references in prose, not in code', () => {
    assert.equal(escapedEntitiesInMarkdown("![Chloé Martin&#39;s order](a.webp)").length, 1);
    assert.deepEqual(escapedEntitiesInMarkdown('Use `&amp;` in HTML.\n\n```html\n<p>&quot;</p>\n```\nTom & Jerry <3'), []);
  });
});
