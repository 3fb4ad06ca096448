import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import rehypeStackedTables, { STACKED_TABLE_CLASS } from './rehype';

const cell = (tagName: 'th' | 'td', text: string): Element => ({ type: 'element', tagName, properties: {}, children: [{ type: 'text', value: text }] });
const row = (...cells: Element[]): Element => ({ type: 'element', tagName: 'tr', properties: {}, children: cells });
const table = (head: string[], body: string[]): Element => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [
    { type: 'element', tagName: 'thead', properties: {}, children: [row(...head.map((text) => cell('th', text)))] },
    { type: 'element', tagName: 'tbody', properties: {}, children: [row(...body.map((text) => cell('td', text)))] },
  ],
});

describe('stacked tables', () => {
  it('labels the cells of a table of three or more columns with their headers, also inside a wrapper', () => {
    const wide = table(['Field', 'Type', 'What it does'], ['path', 'string', 'The URL path']);
    const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'div', properties: {}, children: [wide] }] };
    rehypeStackedTables()(tree);
    assert.deepEqual(wide.properties.className, [STACKED_TABLE_CLASS]);
    const cells = ((wide.children[1] as Element).children[0] as Element).children as Element[];
    assert.deepEqual(cells.map((td) => td.properties.dataLabel), ['Field', 'Type', 'What it does']);
  });

  it('leaves a two-column table as it is', () => {
    const narrow = table(['Option', 'Default'], ['port', '3000']);
    rehypeStackedTables()({ type: 'root', children: [narrow] });
    assert.equal(narrow.properties.className, undefined);
  });
});
