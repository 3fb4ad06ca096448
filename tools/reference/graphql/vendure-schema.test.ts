import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildSchema, parse, validate } from 'graphql';
import { type SchemaSdl, loadVendureSchemaSdl } from '../inputs/graphql-schemas';
import { generateGraphqlReference } from './generate';

describe('GraphQL reference of the real Vendure schemas', () => {
  let sdl: SchemaSdl;
  let files: Map<string, string>;
  before(async () => {
    sdl = await loadVendureSchemaSdl();
    files = new Map(generateGraphqlReference(sdl, '3.7.3').files.map((f) => [f.path, f.content]));
  });

  it('gives every type, query and mutation of both APIs a heading with its anchor', () => {
    const headings = new Map<string, Set<string>>();
    for (const [file, content] of files) {
      const api = /graphql-api\/(admin|shop)\//.exec(file)?.[1];
      if (!api) continue;
      for (const match of content.matchAll(/^## (\S+) \{#([a-z0-9_]+)\}$/gm)) {
        headings.set(api, (headings.get(api) ?? new Set()).add(match[1]));
      }
    }
    for (const api of ['admin', 'shop'] as const) {
      const schema = buildSchema(sdl[api]);
      const expected = [
        ...Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__') && !['Query', 'Mutation'].includes(name)),
        ...Object.keys(schema.getQueryType()!.getFields()),
        ...Object.keys(schema.getMutationType()!.getFields()),
      ];
      const missing = expected.filter((name) => !headings.get(api)!.has(name));
      assert.deepEqual(missing, [], `${api}: entries without a heading`);
    }
  });

  it('never skips a heading level under the page title (h1)', () => {
    for (const [file, content] of files) {
      let level = 1;
      for (const [, hashes] of content.replace(/```[\s\S]*?```/g, '').matchAll(/^(#{1,6}) /gm)) {
        assert.ok(hashes.length <= level + 1, `${file}: h${hashes.length} after h${level}`);
        level = hashes.length;
      }
    }
  });

  it('gives every operation that returns error results a selection that validates against its API', () => {
    let examples = 0;
    for (const [file, content] of files) {
      const api = /graphql-api\/(admin|shop)\//.exec(file)?.[1] as 'admin' | 'shop' | undefined;
      if (!api) continue;
      const schema = buildSchema(sdl[api]);
      for (const [, code] of content.matchAll(/```graphql title="(?:Admin|Shop) API"\n([\s\S]*?)\n```/g)) {
        examples++;
        assert.deepEqual(validate(schema, parse(code)).map((e) => e.message), [], `${file}:\n${code}`);
      }
    }
    // addItemToOrder, applyCouponCode, login, … : dozens in both APIs.
    assert.ok(examples > 50, `${examples} examples`);
  });

  it('keeps the ten SPEC routes as pages', () => {
    for (const api of ['admin', 'shop']) {
      for (const page of ['enums', 'input-types', 'mutations', 'object-types', 'queries']) {
        const base = `docs/reference/graphql-api/${api}/${page}`;
        assert.ok(files.has(`${base}.mdx`) || files.has(`${base}/index.mdx`), base);
      }
    }
  });
});
