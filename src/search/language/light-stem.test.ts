import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lightStem } from './light-stem';

describe('lightStem', () => {
  it('folds plurals, -ed/-ing and a final e as Porter steps 1 and 5a do', () => {
    const cases: [string, string][] = [
      ['caresses', 'caress'], ['ponies', 'poni'], ['cats', 'cat'], ['agreed', 'agre'], ['plastered', 'plaster'],
      ['motoring', 'motor'], ['sing', 'sing'], ['conflated', 'conflat'], ['hopping', 'hop'], ['falling', 'fall'],
      ['filing', 'file'], ['happy', 'happi'], ['sky', 'sky'], ['probate', 'probat'], ['rate', 'rate'], ['cease', 'ceas'],
    ];
    for (const [word, stem] of cases) assert.equal(lightStem(word), stem, word);
  });

  it('gives a word and its inflections one stem', () => {
    for (const group of [['payment', 'payments'], ['ship', 'shipped', 'shipping'], ['create', 'created', 'creating', 'creates'], ['delete', 'deleted', 'deleting'], ['category', 'categories']]) {
      assert.equal(new Set(group.map(lightStem)).size, 1, group.join(', '));
    }
  });

  it('keeps apart words that full stemming joins', () => {
    for (const [a, b] of [['customer', 'custom'], ['production', 'product'], ['general', 'generate']]) {
      assert.notEqual(lightStem(a), lightStem(b), `${a} / ${b}`);
    }
  });
});
