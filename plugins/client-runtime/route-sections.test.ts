import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareRouteKeys, routeKey } from './route-keys.cjs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitRoutes, MIN_ROUTES, MAX_ROUTES } = require('./route-sections.cjs') as typeof import('./route-sections.cjs');

interface Route {
  path: string;
  exact?: boolean;
  hash?: string;
  chunks?: Record<string, unknown>;
  routes?: Route[];
  sections?: [number, string][];
}

const leaf = (path: string, content = `c${path}`): Route => ({ path, exact: true, hash: 'h', chunks: { __comp: 'doc-item', content } });

/** A docs-like table: a wrapper route over `leaves`, with the 404 route after it. */
function table(leaves: Route[]): Route[] {
  return [{ path: '/search', exact: true, hash: 's', chunks: { __comp: 'search' } }, { path: '/docs', hash: 'w', chunks: { __comp: 'root' }, routes: leaves }, { path: '*' }];
}

/** The docs tree's folders: `count` pages in each of `folders`. */
function pages(folders: string[], count: number): Route[] {
  return folders.flatMap((folder) => [leaf(`/docs/${folder}/`), ...Array.from({ length: count }, (_, i) => leaf(`/docs/${folder}/page-${i}`))]);
}

describe('splitRoutes', () => {
  it('leaves a parent with few leaves and every route that is not a plain leaf in the table every page loads', () => {
    const few = table(pages(['a'], MIN_ROUTES - 2));
    assert.deepEqual(splitRoutes(few), { routes: few, sections: [] });
    const patterns = table([...pages(['a'], MIN_ROUTES), { path: '/docs/:id', exact: true }, leaf('/docs/x.html')]);
    assert.deepEqual(splitRoutes(patterns).sections, []);
  });

  it('moves the trailing run of plain leaves into sections of whole folders, each a range of keys', () => {
    const leaves = [{ path: '/docs/tags/:tag', exact: true }, ...pages(['b', 'a', 'c-d', 'c'], 20)];
    const { routes, sections } = splitRoutes(table(leaves));
    const parent = routes[1];
    assert.deepEqual(parent.routes, [{ path: '/docs/tags/:tag', exact: true }]);
    assert.deepEqual(
      parent.sections,
      sections.map((section: { routes: Route[] }, i: number) => [i, i === 0 ? '' : section.routes.map((route) => routeKey(route.path)).sort(compareRouteKeys)[0]]),
    );
    // Every moved leaf is in exactly one section, within the size limit, folders whole.
    assert.deepEqual(sections.flatMap((section: { routes: Route[] }) => section.routes).sort((a: Route, b: Route) => a.path.localeCompare(b.path)), leaves.slice(1).sort((a, b) => a.path.localeCompare(b.path)));
    for (const section of sections) {
      assert.ok(section.routes.length <= MAX_ROUTES);
      const folders = new Set(section.routes.map((route: Route) => route.path.split('/')[2]));
      for (const other of sections) if (other !== section) assert.ok(!other.routes.some((route: Route) => folders.has(route.path.split('/')[2])));
    }
    // Any path under the parent falls in the section whose range holds its key: the one with its route.
    for (const [index, section] of sections.entries()) {
      for (const route of section.routes) {
        const key = routeKey(route.path);
        const found = parent.sections!.filter(([, start]: [number, string]) => compareRouteKeys(start, key) <= 0).pop()![0];
        assert.equal(found, index, route.path);
      }
    }
  });

  it('cuts a folder larger than a section below it, never between two spellings of one path', () => {
    const leaves = [...pages(['big'], MAX_ROUTES * 2), leaf('/docs/big/page-1/')];
    const { sections } = splitRoutes(table(leaves));
    assert.ok(sections.length >= 3);
    const holding = sections.filter((section: { routes: Route[] }) => section.routes.some((route) => routeKey(route.path) === '/docs/big/page-1'));
    assert.equal(holding.length, 1);
  });

  it('gives a section the registry entries only its routes use', () => {
    const leaves = pages(['a', 'b'], 30);
    const { sections } = splitRoutes(table(leaves));
    assert.equal(sections.length, 2);
    for (const section of sections) {
      assert.deepEqual(section.chunkNames, section.routes.map((route: Route) => route.chunks!.content).sort());
      assert.ok(!section.chunkNames.includes('doc-item'));
    }
  });
});
