import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { duplicateIds } from './duplicate-ids';

describe('duplicateIds', () => {
  it('finds an id two headings share, quoted or not, and ignores ids written in text', () => {
    const html = '<h2 id=stripe-plugin-options>A</h2><h3 class="x" id="stripe-plugin-options">B</h3><h3 id="init">C</h3><code> id=init</code>';
    assert.deepEqual(duplicateIds(html), ['stripe-plugin-options']);
  });
});
