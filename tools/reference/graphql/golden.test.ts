import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { generateGraphqlReference } from './generate';

/** Golden test: SDL fixture → MDX files. After an intended change: UPDATE_GOLDEN=1, then review the diff. */
describe('GraphQL reference from a fixture schema', () => {
  const sdl = readFileSync(path.join(__dirname, '__fixtures__/schema.graphql'), 'utf8');
  const result = generateGraphqlReference({ admin: sdl, shop: sdl }, '9.9.9');

  it('renders the admin pages as in the golden files', () => {
    const expected = path.join(__dirname, '__fixtures__/expected');
    for (const file of result.files.filter((f) => f.path.startsWith('docs/reference/graphql-api/admin/'))) {
      const golden = path.join(expected, path.basename(file.path));
      if (process.env.UPDATE_GOLDEN === '1') {
        mkdirSync(expected, { recursive: true });
        writeFileSync(golden, file.content);
      }
      assert.equal(file.content, readFileSync(golden, 'utf8'), file.path);
    }
  });

  it('counts described schema members', () => {
    // Of every type, field, argument and enum value, these have descriptions: Node, Product, name, IN_STOCK,
    // namePrefix, product, filter, and the four built-in scalars the fixture uses (their spec descriptions).
    assert.deepEqual(result.coverage.admin, { documented: 11, total: 42 });
  });
});
