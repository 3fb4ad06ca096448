import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Element, Root } from 'hast';
import rehypeScrollableTables, { TABLE_SCROLL_CLASS } from './rehype';

const cell = (tagName: 'th' | 'td', text: string): Element => ({ type: 'element', tagName, properties: {}, children: [{ type: 'text', value: text }] });
const row = (...cells: Element[]): Element => ({ type: 'element', tagName: 'tr', properties: {}, children: cells });
const table = (head: Element[], body: Element[]): Element => ({
  type: 'element',
  tagName: 'table',
  properties: {},
  children: [
    { type: 'element', tagName: 'thead', properties: {}, children: [row(...head)] },
    { type: 'element', tagName: 'tbody', properties: {}, children: [row(...body)] },
  ],
});

describe('scrollable tables', () => {
  it('wraps each table, also a nested one, in a focusable region named after its header cells', () => {
    const first = table([cell('th', 'Option'), cell('th', 'Default')], [cell('td', 'port'), cell('td', '3000')]);
    const nested = table([], [cell('td', 'x')]);
    const tree: Root = { type: 'root', children: [first, { type: 'element', tagName: 'section', properties: {}, children: [nested] }] };
    rehypeScrollableTables()(tree);
    const wrapper = tree.children[0] as Element;
    assert.equal(wrapper.tagName, 'div');
    assert.deepEqual(wrapper.properties, { className: [TABLE_SCROLL_CLASS], tabIndex: 0, role: 'region', ariaLabel: 'Table: Option, Default' });
    assert.equal(wrapper.children[0], first);
    const nestedWrapper = (tree.children[1] as Element).children[0] as Element;
    assert.equal(nestedWrapper.properties.ariaLabel, 'Table');
    assert.equal(nestedWrapper.children[0], nested);
  });
});
