import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePage } from '../markdown/read-page';
import { runBlocksOf } from './parse';
import { planPage } from './plan';
import { apiOfTsContext, templateDocumentsOf } from './ts-documents';

describe('templateDocumentsOf', () => {
  it('reads gql`…` and graphql(`…`) templates, with the line each starts on', () => {
    const code = ['const A = gql`', '  query A { a }', '`;', 'const b = graphql(`query B { b }`);'].join('\n');
    const docs = templateDocumentsOf(code);
    assert.deepEqual(
      docs.map((d) => [d.name, d.code.trim(), d.lineInBlock]),
      [
        ['A', 'query A { a }', 0],
        ['b', 'query B { b }', 3],
      ],
    );
  });

  it('adds the fragments of the same block a template interpolates, and theirs', () => {
    const code = [
      'const INNER = gql`fragment Inner on Product { id }`;',
      'const OUTER = gql`fragment Outer on Product { name ...Inner } ${INNER}`;',
      'const Q = gql`query Q { product(id: "1") { ...Outer } } ${OUTER}`;',
    ].join('\n');
    const q = templateDocumentsOf(code).find((d) => d.name === 'Q')!;
    assert.equal(q.unreadable, undefined);
    assert.match(q.code, /fragment Outer/);
    assert.match(q.code, /fragment Inner/);
    assert.doesNotMatch(q.code, /\$\{/);
  });

  it('marks a template that interpolates anything else unreadable, and drops one made only of interpolations', () => {
    const docs = templateDocumentsOf('const q = gql`query { product(id: "${id}") { id } }`;\nconst s = gql`\n ${a}\n ${b}\n`;');
    assert.equal(docs.length, 1);
    assert.equal(docs[0].unreadable, 'interpolates ${id}');
  });
});

describe('apiOfTsContext', () => {
  it('takes the API from the page, the block title or the e2e client the document is sent with', () => {
    assert.equal(apiOfTsContext('docs/guides/extending-the-dashboard/x.mdx'), 'admin');
    assert.equal(apiOfTsContext('docs/guides/extending-the-admin-ui/x.mdx'), 'admin');
    assert.equal(apiOfTsContext('docs/guides/storefront/x.mdx'), 'shop');
    assert.equal(apiOfTsContext('docs/guides/how-to/x.mdx', 'src/plugins/x/dashboard/index.tsx'), 'admin');
    const test = 'await shopClient.query<{ a: { b: string } }>(\n  A);\nawait adminClient.query(B, {});';
    assert.equal(apiOfTsContext('docs/guides/x.mdx', undefined, test, 'A'), 'shop');
    assert.equal(apiOfTsContext('docs/guides/x.mdx', undefined, test, 'B'), 'admin');
    assert.equal(apiOfTsContext('docs/guides/x.mdx', undefined, 'gql`query { a }`'), undefined);
  });
});

describe('runBlocksOf with TypeScript samples', () => {
  const page = (body: string) => parsePage('docs/guides/extending-the-dashboard/x.mdx', `---\ntitle: X\n---\n${body}`);
  const source = [
    `\`\`\`ts title="src/plugins/x/dashboard/documents.ts" vars='{"id": "1"}' vars.SetEnabled='{"input": [{"id": "54", "enabled": false}]}'`,
    'const product = graphql(`query Product($id: ID!) { product(id: $id) { id } }`);',
    'const setEnabled = graphql(`mutation SetEnabled($input: [UpdateProductInput!]!) { updateProducts(input: $input) { id } }`);',
    'const unknown = graphql(`mutation Other($x: ID!) { deleteProduct(id: $x) { result } }`);',
    '```',
  ].join('\n');

  it('plans each document with the fence meta, and key.OperationName for that operation only', () => {
    const planned = planPage(runBlocksOf(page(source)));
    assert.deepEqual(
      planned.map((p) => (p.action === 'run' ? [p.api, p.variables] : [p.action, p.action === 'skip' ? p.reason : ''])),
      [
        ['admin', { id: '1' }],
        ['admin', { input: [{ id: '54', enabled: false }] }],
        ['skip', "a TypeScript template with variables ($x): add vars='{…}' to the block's fence to run it"],
      ],
    );
    assert.deepEqual(planned.map((p) => p.block.line), [5, 6, 7]);
  });
});
