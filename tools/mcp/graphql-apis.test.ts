import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildSchema, printSchema } from 'graphql';
import { loadVendureSchemaSdl } from '../reference/inputs/graphql-schemas';
import { buildFileReader } from './docs-build';
import { fieldHrefOf, graphqlApisOf } from './graphql-apis';
import { GRAPHQL_SCHEMA_FILES, versionOfSchemaFile } from '../reference/graphql/published-schemas';
import { writeGraphqlSchemas } from './__fixtures__/graphql-schemas';
import { InputError } from './input-error';

const { version } = JSON.parse(readFileSync(require.resolve('@vendure/core/package.json'), 'utf8')) as { version: string };

describe('the published GraphQL schemas', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-schemas-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('are the final schemas the reference is generated from, with the Vendure version in their first line', async () => {
    const written = await writeGraphqlSchemas(dir);
    assert.deepEqual(written.files, ['graphql/shop.graphql', 'graphql/admin.graphql']);
    assert.equal(written.version, version);
    const sdl = await loadVendureSchemaSdl();
    for (const api of ['shop', 'admin'] as const) {
      const text = readFileSync(path.join(dir, GRAPHQL_SCHEMA_FILES[api]), 'utf8');
      assert.equal(versionOfSchemaFile(text), version, api);
      assert.equal(printSchema(buildSchema(text)), printSchema(buildSchema(sdl[api])), api);
    }
  });

  it('are read through the build, with the reference link of every type, operation and field', async () => {
    const apis = await graphqlApisOf({ readText: buildFileReader(dir) })();
    assert.equal(apis.shop.name, 'Shop API');
    assert.equal(apis.admin.version, version);
    assert.ok(apis.shop.schema.getQueryType()?.getFields().activeOrder);
    assert.equal(apis.admin.schema.getQueryType()?.getFields().activeOrder, undefined);
    assert.equal(apis.shop.hrefs.get('Order'), '/reference/graphql-api/shop/object-types/o#order');
    assert.equal(apis.admin.hrefs.get('mutation:createProduct'), '/reference/graphql-api/admin/mutations/c#createproduct');
    assert.equal(fieldHrefOf(apis.shop, 'Order', 'totalWithTax'), '/reference/graphql-api/shop/object-types/o#order.totalwithtax');
    assert.equal(fieldHrefOf(apis.shop, 'Nothing', 'x'), undefined);
  });

  it('say to rebuild when the build has none, and are read again on the next call', async () => {
    const old = mkdtempSync(path.join(tmpdir(), 'vendure-docs-mcp-no-schemas-'));
    after(() => rmSync(old, { recursive: true, force: true }));
    const apis = graphqlApisOf({ readText: buildFileReader(old) });
    await assert.rejects(apis(), (e: unknown) => e instanceof InputError && /^This docs build has no GraphQL schema \(graphql\/shop\.graphql\): .*Rebuild it/.test(e.message));
    mkdirSync(path.join(old, 'graphql'));
    for (const file of Object.values(GRAPHQL_SCHEMA_FILES)) writeFileSync(path.join(old, file), readFileSync(path.join(dir, file)));
    assert.equal((await apis()).shop.version, version);
  });
});
