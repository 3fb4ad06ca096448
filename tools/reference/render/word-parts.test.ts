import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { titleHeading, wordParts } from './word-parts';

describe('wordParts', () => {
  it('splits API names between their words only', () => {
    assert.deepEqual(wordParts('ProductVariantService'), ['Product', 'Variant', 'Service']);
    assert.deepEqual(wordParts('OrderItemPriceCalculationStrategy'), ['Order', 'Item', 'Price', 'Calculation', 'Strategy']);
    assert.deepEqual(wordParts('S3AssetStorageStrategy'), ['S3', 'Asset', 'Storage', 'Strategy']);
    assert.deepEqual(wordParts('GraphQLClient'), ['Graph', 'QL', 'Client']);
    assert.deepEqual(wordParts('ORDER_STATE_TRANSITION_ERROR'), ['ORDER_', 'STATE_', 'TRANSITION_', 'ERROR']);
    assert.deepEqual(wordParts('addItemToOrder'), ['add', 'Item', 'To', 'Order']);
  });

  it('keeps plain words whole', () => {
    assert.deepEqual(wordParts('Orders'), ['Orders']);
    assert.deepEqual(wordParts('API'), ['API']);
  });
});

describe('titleHeading', () => {
  it('writes a title that is one API name as an H1 with a break opportunity between its words', () => {
    assert.equal(titleHeading('ProductVariantService', (t) => t), '# Product<wbr />Variant<wbr />Service');
  });

  it('leaves plain titles to the front matter', () => {
    assert.equal(titleHeading('Orders', (t) => t), undefined);
    assert.equal(titleHeading('Custom fields', (t) => t), undefined);
  });
});
