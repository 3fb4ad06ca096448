import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { characterCount, estimateTokens, formatTokens, statedTokens, TOKEN_ESTIMATE_RULE } from './tokens';

describe('token estimate', () => {
  it('counts characters as code points, a character outside the BMP once', () => {
    assert.equal(characterCount('abcd'), 4);
    assert.equal(characterCount('a😀b'), 3);
    assert.equal(characterCount('ü→'), 2);
  });

  it('estimates a quarter of the characters, rounded up, and says so', () => {
    assert.equal(estimateTokens(''), 0);
    assert.equal(estimateTokens('abcd'), 1);
    assert.equal(estimateTokens('abcde'), 2);
    assert.equal(estimateTokens('x'.repeat(40_000)), 10_000);
    assert.equal(TOKEN_ESTIMATE_RULE, 'estimated as characters ÷ 4');
  });

  it('writes a figure rounded as a reader plans with it', () => {
    assert.equal(formatTokens(40), '~100 tokens');
    assert.equal(formatTokens(849), '~800 tokens');
    assert.equal(formatTokens(1499), '~1k tokens');
    assert.equal(formatTokens(17_400), '~17k tokens');
    assert.equal(formatTokens(181_200), '~181k tokens');
    assert.equal(formatTokens(999_600), '~1.0M tokens');
    assert.equal(formatTokens(1_234_000), '~1.2M tokens');
  });

  it('finds the figure a note states, in the form formatTokens writes', () => {
    assert.equal(statedTokens('~17k tokens'), '~17k tokens');
    assert.equal(statedTokens('every page in one file (942 pages, ~1.2M tokens), more than a context window'), '~1.2M tokens');
    assert.equal(statedTokens('How orders work.'), undefined);
  });
});
