import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteConfig } from 'react-router-config';
import { createRouteTable, type SectionLoader, type ShippedRoute } from './route-table';

const doc = (path: string): ShippedRoute => ({ path, exact: true, hash: `h${path.length}`, chunks: { __comp: 'doc', content: `c${path}` } });

/** A docs root over two sections (`/docs/a…`, `/docs/b…`), with the 404 route after it. */
function fixture(failFirst = false) {
  const shipped: ShippedRoute[] = [
    { path: '/docs', hash: 'w', chunks: { __comp: 'root' }, routes: [{ path: '/docs/tags/:tag', exact: true, hash: 't', chunks: { __comp: 'tag' } }], sections: [[0, ''], [1, '/docs/b']] },
    { path: '*' },
  ];
  const sections = [[doc('/docs/'), doc('/docs/a/one'), doc('/docs/a/two')], [doc('/docs/b/'), doc('/docs/b/three')]];
  const requested: number[] = [];
  let failures = failFirst ? 1 : 0;
  const loaders: SectionLoader[] = sections.map((routes, index) => async () => {
    requested.push(index);
    if (failures-- > 0) throw new Error('network');
    return { default: structuredClone(routes) };
  });
  const created: unknown[][] = [];
  const table = createRouteTable(structuredClone(shipped), loaders, (...args) => {
    created.push(args);
    return () => null;
  });
  return { table, requested, created };
}

const paths = (routes: RouteConfig[] | undefined) => (routes ?? []).map((route) => route.path);

describe('createRouteTable', () => {
  it('creates a route component when it is read, once, and lists chunk names as routesChunkNames.json does', () => {
    const { table, created } = fixture();
    assert.deepEqual(created, []);
    const component = table.routes[0].component;
    assert.equal(table.routes[0].component, component);
    assert.deepEqual(created, [['/docs', 'w']]);
    assert.deepEqual(table.chunkNames, { '/docs-w': { __comp: 'root' }, '/docs/tags/:tag-t': { __comp: 'tag' } });
    assert.equal('sections' in table.routes[0], false);
  });

  it('finds the one section a path under the parent falls in, a page or not, in any spelling', () => {
    const { table } = fixture();
    const section = (path: string) => table.missingSections(path).map((found) => found.chunkName);
    assert.deepEqual(section('/docs/a/one'), ['routes-0']);
    assert.deepEqual(section('/docs'), ['routes-0']);
    assert.deepEqual(section('/docs/b/three'), ['routes-1']);
    assert.deepEqual(section('/DOCS/B/Three/'), ['routes-1']);
    assert.deepEqual(section('/docs/b/three.html'), ['routes-1']);
    assert.deepEqual(section('/docs/b/no-such-page'), ['routes-1']);
    // Outside the parent: no section can hold a match.
    assert.deepEqual(section('/blog/b'), []);
  });

  it('appends a loaded section to its parent once, keeping the routes already there in their place', async () => {
    const { table, requested } = fixture();
    const parent = table.routes[0];
    await table.loadSections('/docs/b/three');
    assert.deepEqual(paths(parent.routes), ['/docs/tags/:tag', '/docs/b/', '/docs/b/three']);
    await Promise.all([table.loadSections('/docs/a/two'), table.loadSections('/docs/a/one')]);
    assert.deepEqual(paths(parent.routes), ['/docs/tags/:tag', '/docs/b/', '/docs/b/three', '/docs/', '/docs/a/one', '/docs/a/two']);
    assert.deepEqual(requested, [1, 0]);
    assert.deepEqual(table.missingSections('/docs/a/one'), []);
    assert.deepEqual(table.chunkNames['/docs/a/one-h11'], { __comp: 'doc', content: 'c/docs/a/one' });
  });

  it('settles whenLoaded when something loads the section, and lets a failed load be tried again', async () => {
    const { table, requested } = fixture(true);
    const [section] = table.missingSections('/docs/a/one');
    let settled = false;
    void section.whenLoaded.then(() => (settled = true));
    await assert.rejects(table.loadSections('/docs/a/one'), /network/);
    assert.equal(section.loaded, false);
    await table.loadSections('/docs/a/one');
    await section.whenLoaded;
    assert.equal(settled, true);
    assert.deepEqual(requested, [0, 0]);
  });
});
