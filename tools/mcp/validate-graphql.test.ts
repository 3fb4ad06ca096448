import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { GraphqlApis } from './graphql-apis';
import { InputError } from './input-error';
import { formatValidation, validateGraphql, validateGraphqlInput, type ValidateGraphqlInput } from './validate-graphql';
import { loadPublishedApis } from './__fixtures__/graphql-schemas';

describe('validateGraphql', () => {
  let apis: GraphqlApis;
  before(async () => {
    apis = await loadPublishedApis();
  });
  const check = (api: 'shop' | 'admin', query: string, more: Partial<ValidateGraphqlInput> = {}) => validateGraphql(apis, { api, query, ...more });
  /** The one error of an invalid document. */
  const errorOf = (api: 'shop' | 'admin', query: string, more: Partial<ValidateGraphqlInput> = {}) => {
    const result = check(api, query, more);
    assert.equal(result.valid, false, query);
    assert.equal(result.errors.length, 1, JSON.stringify(result.errors));
    return result.errors[0];
  };

  it('accepts a valid operation', () => {
    assert.deepEqual(check('shop', 'query { activeCustomer { id orders { totalItems } } }'), { api: 'Shop API', valid: true, errors: [], warnings: [] });
    assert.equal(check('admin', 'mutation { createProduct(input: { translations: [] }) { id name } }').valid, true);
  });

  it('reports a misspelt field where it is, with graphql-js\'s suggestion or the closest fields', () => {
    assert.deepEqual(errorOf('shop', 'query {\n  product(slug: "x") {\n    id\n    nmae\n  }\n}'), {
      message: 'Cannot query field "nmae" on type "Product". Did you mean "name"?',
      locations: ['4:5'],
    });
    assert.deepEqual(errorOf('admin', 'query { product(id: 1) { id nonsense } }').suggestion, 'Fields of Product closest to "nonsense": "assets", "channels", "name".');
  });

  it('says when a field is in the other API', () => {
    assert.deepEqual(errorOf('admin', 'query { activeOrder { id } }'), {
      message: 'Cannot query field "activeOrder" on type "Query".',
      locations: ['1:9'],
      suggestion: '`activeOrder` is a query of the Shop API only; this is the Admin API. Validate with api "shop" if the operation is meant for the Shop API.',
    });
    assert.equal(
      errorOf('shop', 'query { product(id: 1) { id channels { id } } }').suggestion,
      '`channels` is a field of Product in the Admin API only; this is the Shop API. Validate with api "admin" if the operation is meant for the Admin API.',
    );
    assert.match(errorOf('shop', 'query($o: ProductListOption) { products(options: $o) { totalItems } }').message, /Did you mean "ProductListOptions"/);
    assert.match(errorOf('shop', 'query($o: Wibble) { products(options: $o) { totalItems } }').suggestion!, /^Types closest to "Wibble": "\w+", /);
    // graphql-js's "Did you mean" names a Shop API type; the hint says where the type is.
    assert.deepEqual(check('shop', 'query($o: AdministratorListOptions) { activeCustomer { id } }').errors[0], {
      message: 'Unknown type "AdministratorListOptions". Did you mean "CustomerListOptions"?',
      locations: ['1:11'],
      suggestion: 'AdministratorListOptions is a type of the Admin API only; this is the Shop API.',
    });
  });

  it('reports an argument of the wrong type, with the type it takes', () => {
    assert.deepEqual(errorOf('shop', 'query { product(id: 5.5) { id } }'), {
      message: 'ID cannot represent a non-string and non-integer value: 5.5',
      locations: ['1:21'],
      suggestion: 'The argument id of Query.product takes ID.',
    });
    assert.deepEqual(errorOf('shop', 'query { products(options: { take: "ten" }) { totalItems } }'), {
      message: 'Int cannot represent non-integer value: "ten"',
      locations: ['1:35'],
      suggestion: 'The field take of ProductListOptions takes Int.',
    });
    assert.equal(errorOf('shop', 'query { product(id: 1, colour: "x") { id } }').suggestion, 'Query.product takes "id", "slug".');
    assert.match(errorOf('shop', 'mutation { addItemToOrder(productVariantId: 1) { __typename } }').message, /argument "quantity" of type "Int!" is required, but it was not provided/);
  });

  it('reports variables: undeclared, of the wrong type, missing or invalid in the variables given', () => {
    assert.deepEqual(errorOf('shop', 'query { product(id: $id) { id } }'), {
      message: 'Variable "$id" is not defined.',
      locations: ['1:21', '1:1'],
      suggestion: 'Declare it with the operation: query Name($id: <its type>) { … }.',
    });
    assert.equal(errorOf('shop', 'query($id: String) { product(id: $id) { id } }').suggestion, 'Declare $id as ID.');
    const query = 'query Product($id: ID!) {\n  product(id: $id) { id }\n}';
    assert.deepEqual(errorOf('shop', query, { variables: {} }), {
      message: 'Variable "$id" of required type "ID!" was not provided.',
      locations: ['1:15'],
      suggestion: 'Add "id" to the variables (a value of type ID!).',
    });
    assert.deepEqual(errorOf('shop', query, { variables: '{"id": null}' }).suggestion, 'Give "id" a value of type ID!, not null.');
    assert.match(errorOf('shop', query, { variables: { id: { x: 1 } } }).message, /^Variable "\$id" got invalid value \{ x: 1 \}; ID cannot represent value/);
    assert.deepEqual(check('shop', query, { variables: { id: '1', extra: true } }).warnings, [
      { message: 'variables has "extra", which the operation does not declare: the server ignores it.', locations: [] },
    ]);
    assert.equal(check('shop', query).valid, true, 'without variables only the document is checked');
  });

  it('warns when a result union is read without its error results', () => {
    const fragments = { O: 'fragment O on Order { id }', U: 'fragment U on UpdateOrderItemsResult { ...O __typename }' };
    // The fragments the selection spreads (U spreads O): an unused one is an error.
    const add = (selection: string) =>
      [`mutation { addItemToOrder(productVariantId: 1, quantity: 1) { ${selection} } }`, ...(/\.\.\.[OU]\b/.test(selection) ? [fragments.O] : []), ...(/\.\.\.U\b/.test(selection) ? [fragments.U] : [])].join('\n');
    const result = check('shop', add('...O'));
    assert.equal(result.valid, true);
    assert.deepEqual(result.warnings, [
      {
        message:
          'addItemToOrder returns UpdateOrderItemsResult, a union of Order and error results (OrderModificationError, OrderLimitError, NegativeQuantityError, InsufficientStockError, OrderInterceptorError); ' +
          'this selection reads Order, so an error result comes back as an empty object.',
        locations: ['1:12'],
        suggestion: 'Add `... on ErrorResult { errorCode message }` to the selection of addItemToOrder (or at least __typename).',
      },
    ]);
    assert.match(check('shop', add('... on Order { id } ... on InsufficientStockError { quantityAvailable }')).warnings[0].message, /this selection reads Order, InsufficientStockError, so OrderModificationError, OrderLimitError, NegativeQuantityError, OrderInterceptorError come back as empty objects\.$/);
    for (const covered of ['...O ... on ErrorResult { errorCode message }', '...O __typename', '...U', '... { __typename }']) {
      assert.deepEqual(check('shop', add(covered)).warnings, [], covered);
    }
    assert.deepEqual(check('shop', 'query { activeOrder { id } }').warnings, [], 'a field of an object type');
  });

  it('warns about deprecated fields', () => {
    assert.deepEqual(check('shop', 'query { activeChannel { currencyCode } }').warnings, [
      { message: 'The field Channel.currencyCode is deprecated. Use defaultCurrencyCode instead', locations: ['1:25'] },
    ]);
  });

  it('reports a syntax error where it is', () => {
    assert.deepEqual(check('shop', 'query {\n  product(id: 1 { id }\n}'), {
      api: 'Shop API',
      valid: false,
      errors: [{ message: 'Syntax Error: Expected Name, found "{".', locations: ['2:17'] }],
      warnings: [],
    });
  });

  it('refuses input it cannot check, saying what to send', () => {
    const refuses = (more: Partial<ValidateGraphqlInput>, message: RegExp, query = 'query P($id: ID!) { product(id: $id) { id } }') =>
      assert.throws(() => check('shop', query, more), (e: unknown) => e instanceof InputError && message.test(e.message));
    refuses({}, /^query is empty/, '  ');
    refuses({}, /^query nests its selections too deeply to validate/, `query ${'{ activeOrder '.repeat(3500)}${'}'.repeat(3500)}`);
    refuses({ variables: '{"id": ' }, /^variables is not valid JSON \(.*\): variables must be a JSON object/);
    refuses({ variables: '[1]' }, /^variables must be a JSON object of the operation's variables, e\.g\. \{"id": "1"\}, not an array\.$/);
    const two = 'query A($id: ID!) { product(id: $id) { id } } query B { activeOrder { id } }';
    refuses({ variables: { id: '1' } }, /^The document has 2 operations \(A, B\): pass operationName/, two);
    refuses({ variables: { id: '1' }, operationName: 'C' }, /^The document has no operation named C; its operations: A, B\.$/, two);
    assert.equal(check('shop', two, { variables: { id: '1' }, operationName: 'A' }).valid, true);
  });
});

describe('formatValidation', () => {
  it('lists errors with their place and suggestion, then warnings', () => {
    assert.equal(
      formatValidation(
        {
          api: 'Admin API',
          valid: false,
          errors: [{ message: 'Cannot query field "activeOrder" on type "Query".', locations: ['1:9'], suggestion: 'Use the Shop API.' }],
          warnings: [{ message: 'Deprecated.', locations: [] }],
        },
        '3.7.3',
      ),
      'Not valid against the Admin API of Vendure 3.7.3: 1 error.\n\nErrors (line:column):\n1. 1:9 Cannot query field "activeOrder" on type "Query".\n   Suggestion: Use the Shop API.\n\nWarnings:\n1. Deprecated.',
    );
    assert.equal(formatValidation({ api: 'Shop API', valid: true, errors: [], warnings: [] }, '3.7.3'), 'Valid against the Shop API of Vendure 3.7.3.');
  });
});

describe('validateGraphqlInput', () => {
  const message = (args: unknown) => validateGraphqlInput.safeParse(args).error?.issues.map((i) => i.message).join('; ');
  it('takes an API, a document, and optional variables and operation name', () => {
    assert.equal(message({ api: 'admin', query: '{ me { id } }', variables: { a: 1 }, operationName: 'X' }), undefined);
    assert.equal(message({ api: 'admin', query: '{ me { id } }', variables: '{"a": 1}' }), undefined);
    assert.equal(message({ api: 'admin' }), 'query is required: the GraphQL operation to validate.');
    assert.match(message({ api: 'admin', query: 'x'.repeat(50_001) })!, /^query is longer than 50000 characters/);
    assert.equal(message({ api: 'admin', query: '{ me { id } }', variables: [1] }), 'variables must be a JSON object of the operation\'s variables, e.g. {"id": "1"}');
    assert.match(message({ api: 'store', query: '{ me { id } }' })!, /^api must be "shop"/);
    assert.match(message({ api: 'admin', query: '{ me { id } }', vars: {} })!, /Unrecognized key: "vars"/);
  });
});
