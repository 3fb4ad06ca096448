import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtFileOf, isContentRoute, markdownPathOf, routeKey, routesOfSitemap } from './routes';

describe('markdownPathOf', () => {
  it('adds .md to the route, a trailing slash dropped first, the home page as /index.md', () => {
    assert.equal(markdownPathOf('/guides/core-concepts/orders'), '/guides/core-concepts/orders.md');
    assert.equal(markdownPathOf('/reference/typescript-api/entities/product'), '/reference/typescript-api/entities/product.md');
    assert.equal(markdownPathOf('/user-guide/catalog/'), '/user-guide/catalog.md');
    assert.equal(markdownPathOf('/'), '/index.md');
  });
});

describe('isContentRoute', () => {
  it('leaves out the not-found page, the search page and test fixtures', () => {
    assert.deepEqual(['/', '/TODO', '/404', '/404.html', '/search', '/__test__/crash', '/searching'].filter(isContentRoute), ['/', '/TODO', '/searching']);
  });
});

describe('routeKey', () => {
  it('compares routes with and without a trailing slash', () => {
    assert.equal(routeKey('/user-guide/'), routeKey('/user-guide'));
    assert.equal(routeKey('/'), '/');
  });
});

describe('routesOfSitemap', () => {
  it('reads the routes of a sitemap, relative to the site', () => {
    const xml = '<urlset><url><loc>https://docs.vendure.io/</loc></url><url><loc>https://docs.vendure.io/user-guide/catalog/</loc></url><url><loc>https://docs.vendure.io/a?b=1&amp;c=2</loc></url></urlset>';
    assert.deepEqual(routesOfSitemap(xml, 'https://docs.vendure.io'), ['/', '/user-guide/catalog/', '/a?b=1&c=2']);
  });
});

describe('builtFileOf', () => {
  it('finds a route\'s page as serve and nginx do: folder index first, then .html', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'md-routes-'));
    try {
      mkdirSync(path.join(dir, 'a'));
      writeFileSync(path.join(dir, 'index.html'), '');
      writeFileSync(path.join(dir, 'a/index.html'), '');
      writeFileSync(path.join(dir, 'b.html'), '');
      assert.equal(builtFileOf(dir, '/'), path.join(dir, 'index.html'));
      assert.equal(builtFileOf(dir, '/a/'), path.join(dir, 'a/index.html'));
      assert.equal(builtFileOf(dir, '/b'), path.join(dir, 'b.html'));
      assert.equal(builtFileOf(dir, '/c'), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
