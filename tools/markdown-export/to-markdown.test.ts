import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Paragraph, PhrasingContent, RootContent } from 'mdast';
import { inline, serialize } from './to-markdown';

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const md = (...children: RootContent[]) => serialize({ type: 'root', children });

describe('serialize', () => {
  it('escapes what Markdown would read as syntax, and nothing else', () => {
    assert.equal(inline([text('a *b* [c] `d` \\ <span> & &amp; a_b _c_ 50%_')]), 'a \\*b\\* \\[c\\] \\`d\\` \\\\ \\<span> & \\&amp; a_b \\_c\\_ 50%\\_');
    assert.equal(inline([text('~50k')]), '~50k');
    assert.equal(inline([text('~~gone~~')]), '\\~\\~gone\\~\\~');
    assert.equal(inline([text('a | b')], { table: true }), 'a \\| b');
  });

  it('escapes line starts that would make headings, quotes, lists or breaks', () => {
    assert.equal(md(paragraph(text('# not a heading'))), '\\# not a heading\n');
    assert.equal(md(paragraph(text('> not a quote'))), '\\> not a quote\n');
    assert.equal(md(paragraph(text('- not an item'))), '\\- not an item\n');
    assert.equal(md(paragraph(text('1. not an item'))), '1\\. not an item\n');
    assert.equal(md(paragraph(text('a'), { type: 'break' }, text('---'))), 'a\\\n\\---\n');
    assert.equal(md(paragraph(text('-1 is fine, #1 too'))), '-1 is fine, #1 too\n');
  });

  it('fences inline code and code blocks longer than any backtick run inside', () => {
    assert.equal(inline([{ type: 'inlineCode', value: 'a`b' }]), '``a`b``');
    assert.equal(inline([{ type: 'inlineCode', value: '`a' }]), '`` `a ``');
    assert.equal(inline([{ type: 'inlineCode', value: 'a | b' }], { table: true }), '`a \\| b`');
    assert.equal(md({ type: 'code', lang: 'md', meta: 'title="x.md"', value: '```ts\nx\n```' }), '````md title="x.md"\n```ts\nx\n```\n````\n');
  });

  it('writes links and images with safe destinations', () => {
    assert.equal(inline([{ type: 'link', url: 'https://x.io/a b(c)', title: 'T "q"', children: [text('x]')] }]), '[x\\]](https://x.io/a%20b%28c%29 "T \\"q\\"")');
    assert.equal(inline([{ type: 'image', url: '/i.png', alt: 'a [b]' }]), '![a \\[b\\]](/i.png)');
  });

  it('keeps a closing # out of an ATX heading', () => {
    assert.equal(md({ type: 'heading', depth: 2, children: [text('Issue #')] }), '## Issue \\#\n');
  });

  it('gives two lists in a row different markers, so they stay two lists', () => {
    const list = (ordered: boolean): RootContent => ({ type: 'list', ordered, start: ordered ? 1 : null, spread: false, children: [{ type: 'listItem', spread: false, children: [paragraph(text('x'))] }] });
    assert.equal(md(list(false), list(false)), '- x\n\n* x\n');
    assert.equal(md(list(true), list(true)), '1. x\n\n1) x\n');
  });

  it('prefixes every line of a blockquote, blank ones too', () => {
    assert.equal(md({ type: 'blockquote', children: [paragraph(text('a')), paragraph(text('b'))] }), '> a\n>\n> b\n');
  });

  it('writes a table with as many cells in each row as in the widest', () => {
    const cell = (value: string) => ({ type: 'tableCell' as const, children: value ? [text(value)] : [] });
    assert.equal(
      md({ type: 'table', align: [null, 'center'], children: [{ type: 'tableRow', children: [cell('a'), cell('b')] }, { type: 'tableRow', children: [cell('1')] }] }),
      '| a | b |\n| --- | :-: |\n| 1 |  |\n',
    );
  });
});
