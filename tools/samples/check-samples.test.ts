import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parsePage } from '../markdown/read-page';
import { checkSamples } from './check-samples';

const root = path.resolve(__dirname, '../..');
const fixture = (name: string) =>
  parsePage(`fixtures/${name}`, readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8'));
const sdl = readFileSync(path.join(__dirname, '__fixtures__/schema.graphql'), 'utf8');
const loadSchemas = async () => ({ admin: sdl, shop: sdl });

describe('checkSamples', () => {
  it('passes correct TypeScript and GraphQL blocks and counts the no-check one', async () => {
    const result = await checkSamples({ root, pages: [fixture('correct.mdx')], loadSchemas });
    assert.deepEqual(result.errors, []);
    assert.deepEqual(result.totals.typescript, { blocks: 5, checked: 4, passed: 4, noCheck: 1 });
    assert.deepEqual(result.totals.graphql, { blocks: 3, checked: 3, passed: 3, noCheck: 0 });
    assert.deepEqual(result.noCheck.get('fixtures/correct.mdx'), ['shows only the changed line']);
  });

  it('reports each wrong block at its line in the Markdown file', async () => {
    const result = await checkSamples({ root, pages: [fixture('wrong.mdx'), fixture('augment.mdx')], loadSchemas });
    const found = result.errors.map((e) => `${e.file}:${e.line}: ${e.message}`);
    assert.match(found.find((e) => e.includes('ProductServise')) ?? '', /^fixtures\/wrong\.mdx:7: TS2724: .*ProductService/);
    assert.ok(found.includes('fixtures/wrong.mdx:16: Cannot query field "colour" on type "Product".'), found.join('\n'));
    assert.ok(found.some((e) => e.startsWith('fixtures/wrong.mdx:21: graphql block without its API')), found.join('\n'));
    // The Shop extension of another page does not leak into this page's Admin API.
    assert.ok(found.includes('fixtures/wrong.mdx:32: Cannot query field "greeting" on type "Product".'), found.join('\n'));
    assert.ok(found.some((e) => e.startsWith('fixtures/wrong.mdx:37: no-check block without a reason')), found.join('\n'));
    assert.ok(found.some((e) => /^fixtures\/wrong\.mdx:45: TS2339: .*warrantyMonths/.test(e)), found.join('\n'));
    assert.ok(!found.some((e) => e.startsWith('fixtures/augment.mdx')), found.join('\n'));
    assert.equal(result.totals.typescript.passed, 2);
    assert.equal(result.totals.graphql.passed, 0);
  });

  it('lets the blocks of a page with sample_scope: page build on each other', async () => {
    const source = '---\ntitle: x\n---\n\n```ts\nconst price = 1299;\n```\n\n```ts\nexport const label = price.toFixed(2);\n```\n';
    const scoped = await checkSamples({ root, pages: [parsePage('fixtures/scoped.md', source.replace('title: x', 'title: x\nsample_scope: page'))], loadSchemas });
    assert.deepEqual(scoped.errors, []);
    const separate = await checkSamples({ root, pages: [parsePage('fixtures/separate.md', source)], loadSchemas });
    assert.match(separate.errors[0]?.message ?? '', /TS2304: Cannot find name 'price'/);
  });

  it('checks Admin UI extension code against the Admin UI and Angular declarations, with the compiler settings of its scaffold', async () => {
    const page = fixture('admin-ui.mdx');
    // The scaffold compiles JSX with the classic runtime: a React component must import React.
    // Both pages in one check, as the site's pages are, so the Angular declarations load once.
    const withoutReact = { ...page, file: 'fixtures/admin-ui-without-react.mdx', body: page.body.replace("import React from 'react';", '') };
    const result = await checkSamples({ root, pages: [page, withoutReact], loadSchemas });
    assert.deepEqual(
      result.errors.filter((e) => e.file === page.file).map((e) => `${e.file}:${e.line}: ${e.message.split('\n')[0]}`),
      [`fixtures/admin-ui.mdx:31: TS2353: Object literal may only specify known properties, and 'colour' does not exist in type 'NavMenuItem'.`],
    );
    const missing = result.errors.filter((e) => e.file === withoutReact.file);
    assert.ok(missing.some((e) => e.message.startsWith("TS2686: 'React' refers to a UMD global")), missing.map((e) => e.message).join('\n'));
  });

  it('checks a page with Dashboard code against the installed @vendure/dashboard, React JSX and all, its plugin file included, its Admin UI code apart', async () => {
    const result = await checkSamples({ root, pages: [fixture('dashboard.mdx')], loadSchemas });
    assert.deepEqual(
      result.errors.map((e) => `${e.file}:${e.line}: ${e.message.split('\n')[0]}`),
      [`fixtures/dashboard.mdx:35: TS2353: Object literal may only specify known properties, and 'colour' does not exist in type 'DashboardRouteDefinition'.`],
    );
    assert.deepEqual(result.totals.typescript, { blocks: 4, checked: 4, passed: 3, noCheck: 0 });
  });

  it('does not load the schemas when no page has a GraphQL block', async () => {
    const page = parsePage('fixtures/none.md', '---\ntitle: x\n---\n\n```ts\nexport const a = 1;\n```\n');
    const result = await checkSamples({ root, pages: [page], loadSchemas: () => assert.fail('schemas loaded') });
    assert.deepEqual(result.errors, []);
  });
});
