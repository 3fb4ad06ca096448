import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { siteUrl } from '../../config/site';
import type { GraphqlApis } from './graphql-apis';
import { graphqlSchemaInput, graphqlSchemaLookup } from './graphql-schema';
import { InputError } from './input-error';
import { loadPublishedApis } from './__fixtures__/graphql-schemas';

const { version } = JSON.parse(readFileSync(require.resolve('@vendure/core/package.json'), 'utf8')) as { version: string };

describe('graphqlSchemaLookup', () => {
  let apis: GraphqlApis;
  before(async () => {
    apis = await loadPublishedApis();
  });
  const lookup = (api: 'shop' | 'admin', name: string) => graphqlSchemaLookup(apis, { api, name }, siteUrl);
  const refuses = (api: 'shop' | 'admin', name: string, message: string | RegExp) =>
    assert.throws(() => lookup(api, name), (e: unknown) => e instanceof InputError && (typeof message === 'string' ? e.message === message : message.test(e.message)));

  it('describes a type: kind, API and version, reference URL, SDL and its described members', () => {
    const order = lookup('shop', 'Order');
    assert.ok(order.startsWith(`# Order\nObject type of the Shop API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/shop/object-types/o#order\n`), order.slice(0, 200));
    assert.match(order, /```graphql\ntype Order implements Node \{\n {2}id: ID!\n[^`]* {2}lines: \[OrderLine!\]!\n[^`]* {2}history\(options: HistoryEntryListOptions\): HistoryEntryList!\n/);
    assert.match(order, /\nDescribed members:\n(- .*\n)*- code: A unique code for the Order\n/);
    assert.ok(lookup('admin', 'CreateProductInput').startsWith(`# CreateProductInput\nInput type of the Admin API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/admin/input-types/c#createproductinput\n`));
    assert.match(lookup('shop', 'UpdateOrderItemsResult'), /Members: InsufficientStockError \(error result\), .*Order, .*\n\n```graphql\nunion UpdateOrderItemsResult = InsufficientStockError \| /);
    assert.match(lookup('shop', 'ErrorResult'), /^Implemented by: AlreadyLoggedInError, /m);
  });

  it('lists the values of an enum, and describes one value', () => {
    const currency = lookup('shop', 'CurrencyCode');
    assert.ok(currency.startsWith(`# CurrencyCode\nEnum of the Shop API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/shop/enums#currencycode\n`));
    assert.match(currency, /```graphql\nenum CurrencyCode \{\n {2}AED\n(.*\n)* {2}USD\n/);
    assert.equal(
      lookup('shop', 'CurrencyCode.USD'),
      `# CurrencyCode.USD\nValue of the enum CurrencyCode, Shop API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/shop/enums#currencycode\n\nUnited States dollar\n\n\`\`\`graphql\nenum CurrencyCode {\n  USD\n}\n\`\`\``,
    );
  });

  it('describes a field with its anchor in the reference, its type and its deprecation', () => {
    assert.equal(
      lookup('shop', 'Order.lines'),
      [
        '# Order.lines',
        `Field of the type Order, Shop API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/shop/object-types/o#order.lines`,
        '',
        '(No description.)',
        '',
        '```graphql',
        'type Order {',
        '  lines: [OrderLine!]!',
        '}',
        '```',
        '',
        `Type: [OrderLine!]! (${siteUrl}/reference/graphql-api/shop/object-types/o#orderline)`,
      ].join('\n'),
    );
    const deprecated = lookup('shop', 'Channel.currencyCode');
    assert.match(deprecated, /\n\nDeprecated: Use defaultCurrencyCode instead\n/);
    assert.match(deprecated, /\n {2}currencyCode: CurrencyCode! @deprecated\(reason: "Use defaultCurrencyCode instead"\)\n/);
    assert.match(lookup('admin', 'Customer.orders'), /\n {2}orders\(options: OrderListOptions\): OrderList!\n/);
  });

  it('describes queries and mutations, with an operation that reads the error results of a result union', () => {
    const product = lookup('shop', 'product');
    assert.ok(product.startsWith(`# query product\nQuery of the Shop API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/shop/queries#product\n\nGet a Product either by id or slug.`));
    assert.match(product, /```graphql\ntype Query \{\n {2}product\(id: ID, slug: String\): Product\n\}\n```/);
    const add = lookup('shop', 'addItemToOrder');
    assert.equal(lookup('shop', 'Mutation.addItemToOrder'), add);
    assert.ok(add.startsWith(`# mutation addItemToOrder\nMutation of the Shop API of Vendure ${version}. Reference: ${siteUrl}/reference/graphql-api/shop/mutations#additemtoorder\n`));
    assert.match(add, /Returns UpdateOrderItemsResult: Order on success, else one of the error results InsufficientStockError, .* \(each implements ErrorResult\)\./);
    assert.match(add, /```graphql\nmutation AddItemToOrder\(\$productVariantId: ID!, \$quantity: Int!\) \{\n(.*\n)* {4}\.\.\. on ErrorResult \{\n {6}errorCode\n/);
    assert.match(lookup('shop', 'Query.product'), /^# query product\n/);
  });

  it('prefers the exact name, then ignores case and spaces', () => {
    assert.match(lookup('shop', 'Product'), /^# Product\nObject type/);
    assert.match(lookup('shop', 'product'), /^# query product\n/);
    assert.match(lookup('shop', 'orderline'), /^# OrderLine\n/);
    assert.match(lookup('shop', ' Order . lines '), /^# Order\.lines\n/);
  });

  it('names the other API when the name is only there', () => {
    refuses('shop', 'createProduct', 'createProduct is not in the Shop API: it is a mutation of the Admin API. Look it up with api "admin".');
    refuses('admin', 'activeOrder', 'activeOrder is not in the Admin API: it is a query of the Shop API. Look it up with api "shop".');
    refuses('shop', 'Administrator', 'Administrator is not in the Shop API: it is a type of the Admin API. Look it up with api "admin".');
  });

  it('suggests the closest names for an unknown one', () => {
    refuses('shop', 'Prodct', 'Prodct is not in the Shop API, nor in the Admin API. Did you mean "Product", "product", "products"?');
    refuses('shop', 'Order.line', /^Order\.line is not in the Shop API, nor in the Admin API\. Did you mean "Order\.lines", "Order\.shippingLines"/);
    refuses('shop', 'Mutation.addItemToOrdr', /Did you mean "addItemToOrder"/);
    refuses('shop', ' ', /^name is empty/);
  });
});

describe('graphqlSchemaInput', () => {
  const message = (args: unknown) => graphqlSchemaInput.safeParse(args).error?.issues.map((i) => i.message).join('; ');
  it('takes an API and a name, each with a message that says what to send', () => {
    assert.equal(message({ api: 'shop', name: 'Order' }), undefined);
    assert.equal(message({ name: 'Order' }), 'api is required: api must be "shop" (the storefront\'s Shop API) or "admin" (the Admin API).');
    assert.equal(message({ api: 'Shop API', name: 'Order' }), 'api must be "shop" (the storefront\'s Shop API) or "admin" (the Admin API).');
    assert.equal(message({ api: 'shop' }), 'name is required: a type, Type.field, enum, input, query or mutation name.');
    assert.equal(message({ api: 'shop', name: 7 }), 'name must be a string.');
    assert.match(message({ api: 'shop', name: 'x'.repeat(201) })!, /^name is longer than 200 characters/);
    assert.match(message({ api: 'shop', name: 'Order', type: 'x' })!, /Unrecognized key: "type"/);
  });
});
