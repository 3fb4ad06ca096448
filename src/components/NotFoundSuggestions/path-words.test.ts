import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathWords } from './path-words';

test('splits a path on slashes, hyphens, underscores and dots, without the section root', () => {
  assert.equal(pathWords('/guides/developer-guide/custom-feilds'), 'developer guide custom feilds');
  assert.equal(pathWords('/user-guide/orders/refund_an.order/'), 'orders refund an order');
});

test('splits camelCase and PascalCase names', () => {
  assert.equal(pathWords('/reference/typescript-api/entities/ProductVariant'), 'typescript api entities product variant');
  assert.equal(pathWords('/addItemToOrder'), 'add item to order');
});

test('drops numbers, empty segments and repeated words', () => {
  assert.equal(pathWords('//guides/2023/orders//orders-v2/3'), 'orders v2');
  assert.equal(pathWords('/404'), '');
  assert.equal(pathWords('/'), '');
});

test('decodes escaped characters, and keeps a segment it cannot decode', () => {
  assert.equal(pathWords('/custom%20fields'), 'custom fields');
  assert.equal(pathWords('/custom%fields'), 'custom fields');
});

test('keeps the most specific words of a long path', () => {
  assert.equal(pathWords('/a/b/c/d/e/f/g/h/i/j'), 'c d e f g h i j');
});
