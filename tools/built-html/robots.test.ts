import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isNoIndex } from './robots';

describe('isNoIndex', () => {
  it('finds a robots noindex meta, quoted or as the minifier leaves it', () => {
    assert.equal(isNoIndex('<head><meta name="robots" content="noindex, follow"></head>'), true);
    assert.equal(isNoIndex('<meta data-rh=true name=robots content="noindex, follow">'), true);
    assert.equal(isNoIndex('<meta name="robots" content="index, follow"><meta name="description" content="noindex in prose">'), false);
  });
});
