import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from './input-error';
import { closestRoutes, markdownUrlOf, routeOfPageUrl } from './page-url';

const SITE = 'https://docs.vendure.io';

describe('routeOfPageUrl', () => {
  it('reads the route from every way an assistant may write a page address', () => {
    const orders = '/guides/core-concepts/orders';
    for (const input of [
      'https://docs.vendure.io/guides/core-concepts/orders',
      'http://docs.vendure.io/guides/core-concepts/orders/',
      'https://DOCS.vendure.io/guides/core-concepts/orders#order-states',
      'https://docs.vendure.io/guides/core-concepts/orders.md',
      'https://docs.vendure.io/guides/core-concepts/orders?tab=ts',
      'docs.vendure.io/guides/core-concepts/orders',
      '//docs.vendure.io/guides/core-concepts/orders',
      'http://localhost:3000/guides/core-concepts/orders',
      '/guides/core-concepts/orders',
      '/guides/core-concepts/orders/',
      '/guides/core-concepts/orders.md',
      '/guides/core-concepts/orders#order-states',
      '/guides//core-concepts/orders',
      '/guides/core-concepts/orders/index.md',
      'guides/core-concepts/orders',
      '  /guides/core-concepts/orders  ',
    ]) {
      assert.equal(routeOfPageUrl(input, SITE), orders, input);
    }
  });

  it('gives / for the home page, whichever way it is written', () => {
    for (const input of ['/', 'https://docs.vendure.io', 'https://docs.vendure.io/', 'docs.vendure.io', '/index.md', '#top', 'https://docs.vendure.io/index.md']) {
      assert.equal(routeOfPageUrl(input, SITE), '/', input);
    }
  });

  it('decodes escapes, and never leaves the site root with dot segments', () => {
    assert.equal(routeOfPageUrl('/reference/graphql-api/admin/object-types%23product', SITE), '/reference/graphql-api/admin/object-types#product');
    assert.equal(routeOfPageUrl('/guides/../../../etc/passwd', SITE), '/etc/passwd');
    assert.equal(routeOfPageUrl('/guides/%', SITE), '/guides/%');
  });

  it('refuses empty input, other sites and non-web addresses with a message that says what to pass', () => {
    const refuses = (input: string, pattern: RegExp) =>
      assert.throws(() => routeOfPageUrl(input, SITE), (error: unknown) => error instanceof InputError && pattern.test(error.message), input);
    refuses('', /url is empty: pass a page URL of https:\/\/docs\.vendure\.io or a path such as \/guides\/core-concepts\/orders/);
    refuses('   ', /url is empty/);
    refuses('https://vendure.io/pricing', /^https:\/\/vendure\.io is another site: read_page reads the pages of https:\/\/docs\.vendure\.io only/);
    refuses('https://example.com/guides/core-concepts/orders', /another site/);
    refuses('docs.example.com/guides/x', /^https:\/\/docs\.example\.com is another site/);
    refuses('mailto:team@vendure.io', /is not a page URL/);
    refuses('javascript:alert(1)', /is not a page URL/);
    refuses('http://[bad/guides', /is not a page URL/);
  });
});

describe('markdownUrlOf', () => {
  it('adds .md to the route, and names the home page index.md', () => {
    assert.equal(markdownUrlOf('/guides/core-concepts/orders', SITE), 'https://docs.vendure.io/guides/core-concepts/orders.md');
    assert.equal(markdownUrlOf('/', SITE), 'https://docs.vendure.io/index.md');
  });
});

describe('closestRoutes', () => {
  const routes = ['/', '/guides/core-concepts/orders', '/guides/core-concepts/channels', '/reference/typescript-api/entities/order', '/reference/typescript-api/entities/product', '/user-guide/orders'];

  it('finds a page by its name when the folder is wrong or missing', () => {
    assert.deepEqual(closestRoutes('/guides/orders', routes, 2), ['/guides/core-concepts/orders', '/user-guide/orders']);
    assert.equal(closestRoutes('/reference/typescript-api/entities/prodct', routes, 1)[0], '/reference/typescript-api/entities/product');
    assert.equal(closestRoutes('/guides/core-concepts/channel', routes, 1)[0], '/guides/core-concepts/channels');
  });

  it('returns at most the count asked for, in a stable order', () => {
    assert.equal(closestRoutes('/x', routes).length, 5);
    assert.deepEqual(closestRoutes('/x', routes), closestRoutes('/x', [...routes].reverse()));
  });
});
