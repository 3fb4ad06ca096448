import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SYNONYMS } from '../../../src/search/language/synonyms';
import { synonymRules } from './vocabulary';

describe('synonymRules', () => {
  it('gives each shared group one rule, with a unique, readable id', () => {
    const rules = synonymRules();
    assert.equal(rules.length, SYNONYMS.length);
    assert.ok(rules.every(({ id, synonyms }) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) && synonyms.length >= 2), JSON.stringify(rules));
    assert.equal(new Set(rules.map((rule) => rule.id)).size, rules.length);
  });

  it('writes members as Typesense sees the query: split on hyphens and underscores, lower-cased, without stop words', () => {
    assert.deepEqual(synonymRules([['Multi-Vendor', 'multi_vendor marketplace', 'the seller']]), [
      { id: 'multi-vendor', synonyms: ['multi vendor', 'multi vendor marketplace', 'seller'] },
    ]);
    // "on" is a stop word, which the query loses before it meets the synonyms.
    assert.deepEqual(synonymRules([['sso', 'single sign-on']]), [{ id: 'sso', synonyms: ['sso', 'single sign'] }]);
  });

  it('drops members that are only stop words, groups left with one member, and repeats; keeps ids unique', () => {
    assert.deepEqual(
      synonymRules([
        ['how to', 'guide', 'tutorial'],
        ['the', 'a'],
        ['sku', 'SKU'],
        ['guide', 'walkthrough'],
      ]),
      [
        { id: 'guide', synonyms: ['guide', 'tutorial'] },
        { id: 'guide-2', synonyms: ['guide', 'walkthrough'] },
      ],
    );
  });
});
