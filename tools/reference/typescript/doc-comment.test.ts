import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseDocComment } from './doc-comment';

describe('parseDocComment', () => {
  it('reads description, examples with decorators, and the docs tags', () => {
    const comment = [
      '/**',
      ' * @description',
      ' * Stores {@link Asset}s in S3.',
      ' *',
      ' * @example',
      ' * ```ts',
      " * import { VendurePlugin } from '\\@vendure/core';",
      ' * @VendurePlugin({})',
      ' * class MyPlugin {}',
      ' * ```',
      ' * @since 2.1.0',
      ' * @deprecated Use the new one.',
      ' * @experimental',
      ' * @docsCategory core plugins/AssetServerPlugin',
      ' * @docsPage S3AssetStorageStrategy',
      ' * @docsWeight 0',
      ' */',
    ].join('\n');
    assert.deepEqual(parseDocComment(comment), {
      description: 'Stores {@link Asset}s in S3.',
      examples: ["```ts\nimport { VendurePlugin } from '@vendure/core';\n@VendurePlugin({})\nclass MyPlugin {}\n```"],
      since: '2.1.0',
      deprecated: 'Use the new one.',
      experimental: true,
      default: undefined,
      category: 'core plugins/AssetServerPlugin',
      page: 'S3AssetStorageStrategy',
      weight: 0,
      internal: false,
    });
  });

  it('treats text before any tag as description and reads @default and @internal', () => {
    const parsed = parseDocComment("/**\n * The port.\n * @default 3000\n * @internal\n */");
    assert.equal(parsed.description, 'The port.');
    assert.equal(parsed.default, '3000');
    assert.equal(parsed.internal, true);
    assert.equal(parsed.deprecated, undefined);
  });

  it('closes an example whose fence is never closed, keeping the tags after it', () => {
    const parsed = parseDocComment('/**\n * @example\n * ```ts\n * @Component()\n * class A {}\n *\n * @docsCategory services\n */');
    assert.equal(parsed.examples[0], '```ts\n@Component()\nclass A {}\n\n```');
    assert.equal(parsed.category, 'services');
  });
  it('reads @param in TSDoc and JSDoc spelling and @returns, and skips a parameter named without text', () => {
    const comment = ['/**', ' * Finds a thing.', ' *', ' * @param ctx - The request context.', ' * @param id The id,', ' *   on two lines.', ' * @param bare', ' * @returns The thing, or `undefined`.', ' */'].join('\n');
    const parsed = parseDocComment(comment);
    assert.equal(parsed.description, 'Finds a thing.');
    assert.deepEqual(parsed.params, [
      { name: 'ctx', text: 'The request context.' },
      { name: 'id', text: 'The id,\n  on two lines.' },
    ]);
    assert.equal(parsed.returns, 'The thing, or `undefined`.');
  });
});
