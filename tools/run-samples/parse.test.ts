import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePage } from '../markdown/read-page';
import { classifyJson, metaValues, parseRunMeta, runBlocksOf } from './parse';

const page = (body: string) => parsePage('docs/x.mdx', `---\ntitle: X\n---\n${body}`);

describe('parseRunMeta', () => {
  it('reads as, expect-error, skip and vars beside the title', () => {
    const meta = parseRunMeta(`title="Shop API" as=customer expect-error=FORBIDDEN skip="needs a Google token" vars='{"slug": "laptop"}'`);
    assert.deepEqual(meta, { as: 'customer', expectError: 'FORBIDDEN', skip: 'needs a Google token', vars: { slug: 'laptop' } });
    assert.equal(metaValues('title="Admin API"').get('title'), 'Admin API');
  });

  it('reads log=, and lets key.OperationName replace a key for that operation only', () => {
    const meta = `title="Admin API" vars='{"id": "1"}' vars.UpdateProduct='{"input": {"id": "2"}}' log="was cancelled"`;
    assert.deepEqual(parseRunMeta(meta), { vars: { id: '1' }, log: 'was cancelled' });
    assert.deepEqual(parseRunMeta(meta, 'UpdateProduct').vars, { input: { id: '2' } });
    assert.deepEqual(parseRunMeta(meta, 'CreateProduct').vars, { id: '1' });
    assert.throws(() => parseRunMeta('log=""'), /text of the log line/);
  });

  it('names what is wrong with a value', () => {
    assert.throws(() => parseRunMeta('as=admin'), /as=superadmin/);
    assert.throws(() => parseRunMeta(`vars='{slug: 1}'`), /not JSON/);
    assert.throws(() => parseRunMeta(`vars='[1]'`), /JSON object/);
  });
});

describe('classifyJson', () => {
  const names = new Map([['slug', true], ['take', false]]);
  it('tells a response, a request body and variables apart', () => {
    assert.equal(classifyJson({ data: { product: null } }, names), 'response');
    assert.equal(classifyJson({ errors: [] }, names), 'response');
    assert.equal(classifyJson({ query: 'query X { x }', variables: { slug: 'a' } }, names), 'request');
    assert.equal(classifyJson({ slug: 'laptop' }, names), 'variables');
    assert.equal(classifyJson({ other: 1 }, names), undefined);
    assert.equal(classifyJson([1], names), undefined);
  });
});

describe('runBlocksOf', () => {
  it('gives each GraphQL block its API, kind and the json blocks right after it', () => {
    const blocks = runBlocksOf(
      page(
        [
          '```graphql title="Shop API"',
          'query P($slug: String!) { product(slug: $slug) { id } }',
          '```',
          '```json',
          '{ "slug": "laptop" }',
          '```',
          '```json',
          '{ "data": { "product": { "id": "1" } } }',
          '```',
          '```graphql title="Admin API" as=guest',
          'extend type Query { x: Int }',
          '```',
          '```graphql',
          'fragment F on Product { id }',
          '```',
        ].join('\n'),
      ),
    );
    assert.equal(blocks.length, 3);
    assert.equal(blocks[0].api, 'shop');
    assert.equal(blocks[0].kind, 'operation');
    assert.equal(blocks[0].line, 4);
    assert.deepEqual(blocks[0].variables, { slug: 'laptop' });
    assert.deepEqual(blocks[0].response, { data: { product: { id: '1' } } });
    assert.deepEqual([...blocks[0].variableNames], [['slug', true]]);
    assert.equal(blocks[1].kind, 'schema');
    assert.equal(blocks[1].meta.as, 'guest');
    assert.equal(blocks[2].kind, 'fragment');
    assert.equal(blocks[2].api, undefined);
  });

  it('takes the variables of a curl command after it', () => {
    const [block] = runBlocksOf(page(['```graphql title="Admin API"', 'query P($slug: String!) { product(slug: $slug) { id } }', '```', '```bash', "curl -s http://localhost:3000/admin-api \\", `  -d '{"query":"…","variables":{"slug":"laptop"}}'`, '```'].join('\n')));
    assert.deepEqual(block.variables, { slug: 'laptop' });
  });

  it('leaves a response of another operation to the prose', () => {
    const [block] = runBlocksOf(page(['```graphql title="Shop API"', 'query Me { activeCustomer { id } }', '```', '```json', '{ "errors": [{ "path": ["adjustPoints"], "extensions": { "code": "X" } }], "data": null }', '```'].join('\n')));
    assert.equal(block.response, undefined);
  });

  it('keeps the no-check reason and reports a block that does not parse', () => {
    const blocks = runBlocksOf(page(['{/* no-check: v1 code */}', '```graphql title="Shop API" no-check', 'query { … }', '```'].join('\n')));
    assert.equal(blocks[0].noCheck, 'v1 code');
    assert.match(blocks[0].problem ?? '', /does not parse/);
  });
});
