import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareResponse, compareShape, errorResults } from './compare';

describe('compareShape', () => {
  it('accepts other values, and lists of another length', () => {
    assert.deepEqual(compareShape({ product: { id: '1', name: 'Laptop', variants: [{ id: '1' }, { id: '2' }] } }, { product: { id: '7', name: 'Tent', variants: [{ id: '9' }] } }), []);
    assert.deepEqual(compareShape({ list: [{ id: '1' }] }, { list: [] }), []);
    assert.deepEqual(compareShape({ customer: null }, { customer: { id: '1' } }), []);
  });

  it('reports other keys, typenames, error codes and an object that is null', () => {
    assert.deepEqual(compareShape({ a: { id: '1', name: 'x' } }, { a: { id: '1', slug: 'x' } }), ['data.a: the server sent no name', 'data.a: the page leaves out slug']);
    assert.deepEqual(compareShape({ r: { __typename: 'Order' } }, { r: { __typename: 'InsufficientStockError' } }), ['data.r.__typename: the page shows "Order", the server sent "InsufficientStockError"']);
    assert.deepEqual(compareShape({ r: { errorCode: 'A' } }, { r: { errorCode: 'B' } }), ['data.r.errorCode: the page shows "A", the server sent "B"']);
    assert.deepEqual(compareShape({ activeOrder: { id: '1' } }, { activeOrder: null }), ['data.activeOrder: the page shows an object, the server sent null']);
    assert.deepEqual(compareShape({ items: [{ id: '1' }] }, { items: { id: '1' } }), ['data.items: the page shows a list, the server sent an object']);
  });
});

describe('compareShape of JSON scalars', () => {
  it('leaves the content of a JSON field alone', () => {
    assert.deepEqual(compareShape({ values: { a: 1, b: { c: 2 } } }, { values: { a: 1 } }, 'data', new Set(['values'])), []);
  });
});

describe('compareResponse', () => {
  it('compares the codes of GraphQL errors, not their messages', () => {
    const shown = { errors: [{ message: 'You are not allowed', extensions: { code: 'FORBIDDEN' } }], data: null };
    assert.deepEqual(compareResponse(shown, { errors: [{ message: 'other words', extensions: { code: 'FORBIDDEN' } }], data: null }), []);
    assert.deepEqual(compareResponse(shown, { data: { x: 1 } }), ['errors: the page shows FORBIDDEN, the server sent none']);
  });
});

describe('errorResults', () => {
  it('finds ErrorResults anywhere in the data', () => {
    assert.deepEqual(errorResults({ a: { errorCode: 'X', message: 'm' }, b: [{ c: { errorCode: 'Y' } }] }), [
      { path: 'data.a', code: 'X' },
      { path: 'data.b[0].c', code: 'Y' },
    ]);
  });
});
