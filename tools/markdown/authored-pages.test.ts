import assert from 'node:assert/strict';
import { test } from 'node:test';
import { selectPages } from './authored-pages';

const pages = ['docs/guides/a/one.mdx', 'docs/guides/a/two.mdx', 'docs/guides/b/three.mdx'];

test('selectPages: no argument selects every page', () => {
  assert.deepEqual(selectPages(pages, []), pages);
});

test('selectPages: a file or a folder (with or without ./ and a trailing slash) selects what it names', () => {
  assert.deepEqual(selectPages(pages, ['./docs/guides/a/']), pages.slice(0, 2));
  assert.deepEqual(selectPages(pages, ['docs/guides/b/three.mdx']), [pages[2]]);
});

test('selectPages: a folder name is not matched as a prefix of another name', () => {
  assert.throws(() => selectPages(pages, ['docs/guides/a/on']), /No authored page at: docs\/guides\/a\/on/);
});
