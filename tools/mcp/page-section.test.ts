import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from './input-error';
import { markdownHeadings, pageIds, sectionOf } from './page-section';

/** A page as the build holds it: the exported Markdown, and the HTML whose heading ids it lacks (minified as Docusaurus writes it). */
const markdown = [
  '# Custom Fields', // 0
  '',
  'Intro text.',
  '',
  '## Field types', // 4
  '',
  'Scalars and [`relation`](https://docs.vendure.io/x) fields.',
  '',
  '```ts',
  '# not a heading inside code',
  '```',
  '',
  '### `string` and `text`', // 12
  '',
  'Strings.',
  '',
  '#### npm', // 16 (a tab: no heading in the HTML)
  '',
  '    npm i',
  '',
  '## Order.lines field', // 20
  '',
  '~~~graphql',
  '## still code',
  '~~~',
  '',
  '## Next steps', // 26
  '',
  'Read on.',
].join('\n');

const html = [
  '<html><nav><h2 id=sidebar-title>Docs</h2></nav><article><header><h1>Custom Fields</h1></header><p>Intro text.',
  '<h2 class="anchor anchorWithStickyNavbar_LWe7" id=field-types>Field types<a href=#field-types class=hash-link aria-label="Direct link to Field types">&#8203;</a></h2>',
  '<p>Scalars and <a href=/x><code>relation</code></a> fields.',
  '<h3 class="anchor" id="string-and-text"><code>string</code> and <code>text</code><a class=hash-link>​</a></h3><p>Strings.',
  '<div role=tabpanel id=tab-npm><pre>npm i</pre></div>',
  '<h2 id=\'order-lines-explicit\'>Order.lines field</h2><pre><span id=order.lines>lines</span></pre>',
  '<h2 class=anchor id=next-steps>Next steps</h2><p>Read on.</article><footer><h2 id=footer-links>Links</h2></footer></html>',
].join('');

describe('markdownHeadings', () => {
  it('finds ATX headings outside fenced code, with their level and line', () => {
    assert.deepEqual(
      markdownHeadings(markdown).map((h) => [h.level, h.text, h.line]),
      [[1, 'Custom Fields', 0], [2, 'Field types', 4], [3, '`string` and `text`', 12], [4, 'npm', 16], [2, 'Order.lines field', 20], [2, 'Next steps', 26]],
    );
    assert.deepEqual(markdownHeadings('## Closed ##\n#no-space\n####### seven').map((h) => h.text), ['Closed']);
  });
});

describe('pageIds', () => {
  it('lists the ids of the article in order, quoted or not, headings with their text', () => {
    assert.deepEqual(pageIds(html), [
      { id: 'field-types', heading: { level: 2, text: 'Field types' } },
      { id: 'string-and-text', heading: { level: 3, text: 'string and text' } },
      { id: 'tab-npm' },
      { id: 'order-lines-explicit', heading: { level: 2, text: 'Order.lines field' } },
      { id: 'order.lines' },
      { id: 'next-steps', heading: { level: 2, text: 'Next steps' } },
    ]);
    assert.deepEqual(pageIds('<h2 id="a&amp;b">A &amp; B</h2><p data-id=x>'), [{ id: 'a&b', heading: { level: 2, text: 'A & B' } }], 'no article: the whole page');
  });
});

describe('sectionOf', () => {
  const url = 'https://docs.vendure.io/guides/developer-guide/custom-fields';
  const section = (anchor: string) => sectionOf(markdown, html, anchor, url);
  const lines = (from: number, to: number) => `${markdown.split('\n').slice(from, to).join('\n').trimEnd()}\n`;

  it('returns a section with its heading and subsections, down to the next heading of its level', () => {
    assert.deepEqual(section('field-types'), { anchor: 'field-types', title: 'Field types', markdown: lines(4, 20) });
    assert.deepEqual(section('#string-and-text'), { anchor: 'string-and-text', title: '`string` and `text`', markdown: lines(12, 20) });
    assert.deepEqual(section('next-steps'), { anchor: 'next-steps', title: 'Next steps', markdown: lines(26, 29) });
  });

  it('takes an explicit heading id, an element id inside a section, and any case', () => {
    assert.equal(section('order-lines-explicit').markdown, lines(20, 26));
    assert.deepEqual(section('order.lines'), section('order-lines-explicit'), 'an element id: the section around it');
    assert.equal(section('tab-npm').anchor, 'string-and-text');
    assert.equal(section('Field-Types').anchor, 'field-types');
  });

  it('refuses an unknown anchor, listing the page anchors closest first', () => {
    assert.throws(
      () => section('feild-types'),
      (error: unknown) =>
        error instanceof InputError &&
        error.message ===
          `${url} has no anchor #feild-types. Its sections have 4 anchors; the closest:\n` +
            '- #field-types (Field types)\n- #next-steps (Next steps)\n- #tab-npm (in `string` and `text`)\n- #order.lines (in Order.lines field)\n- #string-and-text (`string` and `text`)\n- #order-lines-explicit (Order.lines field)\n' +
            'Pass one of them, or no anchor for the whole page.',
    );
    assert.throws(() => section('footer-links'), /has no anchor #footer-links/, 'ids outside the article are not sections');
    assert.throws(() => sectionOf('# Home\n\nText.\n', '<article><h1>Home</h1></article>', 'x', url), /has no anchor #x: the page has no sections/);
  });
});
