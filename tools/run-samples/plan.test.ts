import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePage } from '../markdown/read-page';
import { runBlocksOf } from './parse';
import { mergeVariables, planPage } from './plan';

const plan = (...blocks: string[]) => planPage(runBlocksOf(parsePage('docs/x.mdx', `---\ntitle: X\n---\n${blocks.join('\n')}`)));
const fence = (meta: string, code: string) => ['```graphql ' + meta, code, '```'].join('\n');

describe('mergeVariables', () => {
  it('replaces single values of nested objects', () => {
    assert.deepEqual(mergeVariables({ input: { a: 1, b: 'ZONE_ID' }, c: [1] }, { input: { b: '1' }, c: [2] }), { input: { a: 1, b: '1' }, c: [2] });
  });
});

describe('planPage', () => {
  it('runs Admin API blocks as the superadmin and Shop API blocks as a guest unless as= says otherwise', () => {
    const [admin, shop, customer] = plan(fence('title="Admin API"', 'query { me { id } }'), fence('title="Shop API"', 'query { activeOrder { id } }'), fence('title="Shop API" as=customer', 'query { activeCustomer { id } }'));
    assert.equal(admin.action === 'run' && admin.role, 'superadmin');
    assert.equal(shop.action === 'run' && shop.role, 'guest');
    assert.equal(customer.action === 'run' && customer.role, 'customer');
  });

  it('skips no-check and skip= blocks with their reason', () => {
    const [noCheck, skipped] = plan('{/* no-check: v1 code */}', fence('title="Shop API" no-check', 'query { x }'), fence('title="Shop API" skip="needs a Google ID token"', 'query { x }'));
    assert.deepEqual(noCheck.action === 'skip' && noCheck.reason, 'marked no-check: v1 code');
    assert.deepEqual(skipped.action === 'skip' && skipped.reason, 'needs a Google ID token');
  });

  it('lists the required variables the page gives no value for', () => {
    const [planned] = plan(fence('title="Shop API"', 'query P($slug: String!, $take: Int) { product(slug: $slug) { id } }'));
    assert.deepEqual(planned.action === 'run' && planned.missing, ['slug']);
  });

  it('merges vars= over the json variables and adds the fragments shown earlier on the page', () => {
    const planned = plan(
      fence('title="Shop API"', 'fragment Line on OrderLine { id ...Variant }\nfragment Variant on OrderLine { quantity }'),
      fence(`title="Shop API" vars='{"input": {"id": "2"}}'`, 'mutation M($input: X!) { m(input: $input) { lines { ...Line } } }'),
      '```json\n{ "input": { "id": "ID", "q": 1 } }\n```',
    );
    assert.equal(planned[0].action, 'skip');
    const run = planned[1];
    assert.equal(run.action, 'run');
    if (run.action !== 'run') return;
    assert.deepEqual(run.variables, { input: { id: '2', q: 1 } });
    assert.match(run.query, /fragment Line on OrderLine/);
    assert.match(run.query, /fragment Variant on OrderLine/);
  });

  it('maps the page\'s example IDs to the sample data\'s with ids=', () => {
    const [planned] = plan(fence('title="Admin API" ids="21=13 7=3"', 'mutation M($v: ID!) { a(productId: "21", groupId: "7", name: "21 inch") { id } }'), '```json\n{ "v": "21" }\n```');
    assert.equal(planned.action === 'run' && planned.query, 'mutation M($v: ID!) { a(productId: "13", groupId: "3", name: "21 inch") { id } }');
    assert.deepEqual(planned.action === 'run' && planned.variables, { v: '13' });
  });

  it('hands schema blocks to the run, to check against a server with the page plugin', () => {
    const [planned] = plan(fence('title="Admin API"', 'extend type Query { x: Int }'));
    assert.deepEqual(planned.action === 'schema' && planned.api, 'admin');
  });
});
