import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRouteKeys, routeKey } from './route-keys.cjs';

describe('routeKey', () => {
  it('files every spelling a route matches, or Docusaurus serves as it, under one key', () => {
    for (const path of ['/guides/Orders', '/guides/orders/', '/guides/orders.html', '/guides/orders/index.html', '/guides/orders/index']) {
      assert.equal(routeKey(path), '/guides/orders', path);
    }
    assert.equal(routeKey('/'), '');
  });
});

describe('compareRouteKeys', () => {
  it('puts a folder before what it holds, and what it holds before a sibling that shares its name as a prefix', () => {
    const keys = ['/a-b', '/a/c', '/a', '/a/b/c', '/b', ''];
    assert.deepEqual(keys.sort(compareRouteKeys), ['', '/a', '/a/b/c', '/a/c', '/a-b', '/b']);
  });
});
