import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type SchemaSdl, loadVendureSchemaSdl } from '../reference/inputs/graphql-schemas';
import { checkGraphql } from './check-graphql';
import type { SampleBlock } from './sample-blocks';

const block = (title: string, code: string): SampleBlock => ({ file: 'page.mdx', line: 10, language: 'graphql', jsx: false, title, code });

describe('checkGraphql against the real Vendure schemas', () => {
  let sdl: SchemaSdl;
  before(async () => {
    sdl = await loadVendureSchemaSdl();
  });

  it('accepts a Shop query that a storefront would send', () => {
    const query = 'query { activeOrder { code lines { quantity productVariant { sku } } } search(input: { term: "x" }) { totalItems } }';
    assert.deepEqual(checkGraphql([block('Shop API', query)], sdl), []);
  });

  it('rejects an Admin-only query sent to the Shop API, and accepts it on the Admin API', () => {
    const query = 'query {\n  administrators {\n    totalItems\n  }\n}';
    assert.deepEqual(checkGraphql([block('Shop API', query)], sdl), [
      { file: 'page.mdx', line: 11, message: 'Cannot query field "administrators" on type "Query".' },
    ]);
    assert.deepEqual(checkGraphql([block('Admin API', query)], sdl), []);
  });

  it('reports an extension of a type that does not exist', () => {
    const errors = checkGraphql([block('Admin API', 'extend type Produkt {\n  x: Int\n}')], sdl);
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /Produkt/);
  });
});
