import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildSchema } from 'graphql';
import { parsePage } from '../markdown/read-page';
import { runBlocksOf } from './parse';
import { planPage } from './plan';
import { needsOwnServer } from './placement';

const core = buildSchema('type Query { products: [Product!]! } type Product { id: ID! }');
const schemaOf = async () => core;
const page = (body: string) => planPage(runBlocksOf(parsePage('docs/guides/extending-the-dashboard/x.mdx', `---\ntitle: X\n---\n${body}`)), true);
const ts = (query: string) => ['```tsx title="src/plugins/x/dashboard/index.tsx"', `const d = graphql(\`${query}\`);`, '```'].join('\n');

describe('needsOwnServer', () => {
  it('keeps a page whose TypeScript documents query only the core API on the sample server', async () => {
    assert.equal(await needsOwnServer(page(ts('query P { products { id } }')), 0, schemaOf), false);
  });

  it('gives a page its own server for a document the core schema lacks, a graphql block or a REST call', async () => {
    assert.equal(await needsOwnServer(page(ts('query N { productNotes { id } }')), 0, schemaOf), true);
    assert.equal(await needsOwnServer(page('```graphql title="Admin API"\nquery P { products { id } }\n```'), 0, schemaOf), true);
    assert.equal(await needsOwnServer(page(ts('query P { products { id } }')), 1, schemaOf), true);
  });
});
