import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { locatePackages } from './inputs';
import { readDeclarations } from './read';
import { planRoutes } from './routes';

describe('TypeScript reference of the installed @vendure/core', () => {
  const root = path.resolve(__dirname, '../../..');
  const { declarations } = readDeclarations(locatePackages(root, ['@vendure/core', '@vendure/common']));
  const { targets } = planRoutes(declarations);
  const byName = (name: string) => declarations.find((d) => d.packageName === '@vendure/core' && d.name === name)!;

  it('gives every entity its own page, Product and Channel included', () => {
    assert.equal(targets.get('@vendure/core:Product')?.route, '/reference/typescript-api/entities/product');
    assert.equal(targets.get('@vendure/core:Channel')?.route, '/reference/typescript-api/entities/channel');
  });

  it('links the variants of Product to the ProductVariant page by symbol', () => {
    const variants = byName('Product').members.find((m) => m.name === 'variants')!;
    assert.deepEqual(variants.type, [{ text: 'ProductVariant', targetId: '@vendure/core:ProductVariant' }, { text: '[]' }]);
  });

  it('documents the members of OrderProcess', () => {
    const members = byName('OrderProcess').members.map((m) => m.name);
    for (const name of ['transitions', 'onTransitionStart', 'onTransitionEnd', 'onTransitionError']) assert.ok(members.includes(name), name);
  });

  it('places products & stock declarations in products-stock', () => {
    const stock = declarations.filter((d) => d.category.trim() === 'products & stock').map((d) => targets.get(d.id)!.route);
    assert.ok(stock.length > 5);
    assert.ok(stock.every((route) => route.startsWith('/reference/typescript-api/products-stock/')), stock.join('\n'));
  });
});
