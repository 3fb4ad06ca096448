import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closestNames, likelyNames } from './closest-names';

describe('closestNames', () => {
  it('ranks names that hold the input first, then by edit distance, whatever the case', () => {
    assert.deepEqual(closestNames('variant', ['Variant', 'ProductVariant', 'Product', 'variants', 'Zone']), ['Variant', 'variants', 'ProductVariant', 'Product', 'Zone']);
    assert.deepEqual(closestNames('nmae', ['id', 'name', 'slug'], 1), ['name']);
    assert.deepEqual(closestNames('x', [], 3), []);
  });
});

describe('likelyNames', () => {
  it('keeps only names close enough to be meant, else the nearest few', () => {
    assert.deepEqual(likelyNames('Prodct', ['Float', 'Product', 'products', 'Node', 'ProductVariant']), ['Product', 'products']);
    assert.deepEqual(likelyNames('zzzzzz', ['Float', 'Node', 'Order', 'Zone'], 5, 2), ['Zone', 'Float'], 'a tie keeps the list order');
  });
});
