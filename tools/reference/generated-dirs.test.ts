import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isGeneratedReferencePath } from './generated-dirs';

describe('isGeneratedReferencePath', () => {
  it('owns the generated areas but not the authored sections inside them', () => {
    assert.equal(isGeneratedReferencePath('docs/reference/typescript-api/entities/product.mdx'), true);
    assert.equal(isGeneratedReferencePath('docs/reference/core-plugins/email-plugin'), true);
    assert.equal(isGeneratedReferencePath('docs/reference/core-plugins/stellate-plugin/index.mdx'), false);
    assert.equal(isGeneratedReferencePath('docs/reference/index.mdx'), false);
  });
});
