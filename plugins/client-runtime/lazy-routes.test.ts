import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { transform }: { transform: (source: string, chunkNames: object) => string } = require('./lazy-routes.cjs');

/** The shape of `.docusaurus/routes.js`, as Docusaurus 3.7 writes it. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '543'),
    exact: true
  },
  {
    path: '/reference',
    component: ComponentCreator('/reference', 'f22'),
    routes: [
      {
        path: '/reference/it\\'s',
        component: ComponentCreator('/reference/it\\'s', '151'),
        exact: true,
        sidebar: "reference"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** `.docusaurus/routesChunkNames.json` for those routes. */
const CHUNK_NAMES = {
  '/search-543': { __comp: '1a4e3797', __context: { plugin: 'e9972098' } },
  '/reference-f22': { __comp: '5e95c892' },
  "/reference/it's-151": { __comp: '17896441', content: '00afe743' },
};

/** Runs the transformed module with a ComponentCreator that records its calls. */
function load(source: string) {
  const calls: unknown[][] = [];
  const body = transform(source, CHUNK_NAMES)
    .replace(/^import .*$/m, '')
    .replace(/^export const chunkNames/m, 'const chunkNames')
    .replace(/^export default (.*);$/m, 'return { routes: $1, chunkNames };');
  const { routes, chunkNames } = new Function('ComponentCreator', body)((...args: unknown[]) => {
    calls.push(args);
    return { component: args };
  });
  return { routes, chunkNames, calls };
}

describe('lazyRoutes', () => {
  it('keeps every route, nested routes and attributes, as JSON', () => {
    const output = transform(ROUTES, CHUNK_NAMES);
    assert.match(output, /JSON\.parse\(/);
    assert.doesNotMatch(output, /ComponentCreator\('\/search'/);
    const { routes } = load(ROUTES);
    assert.deepEqual(JSON.parse(JSON.stringify(routes)), [
      { path: '/search', exact: true, component: { component: ['/search', '543'] } },
      {
        path: '/reference',
        routes: [{ path: "/reference/it's", exact: true, sidebar: 'reference', component: { component: ["/reference/it's", '151'] } }],
        component: { component: ['/reference', 'f22'] },
      },
      // The 404 route's component has no hash (undefined, null once through JSON).
      { path: '*', component: { component: ['*', null] } },
    ]);
  });

  it('rebuilds the chunk-name table from the routes, so paths are shipped once', () => {
    const output = transform(ROUTES, CHUNK_NAMES);
    assert.equal(output.split('/reference/it').length - 1, 1);
    assert.deepEqual(load(ROUTES).chunkNames, CHUNK_NAMES);
  });

  it('creates a route component only when it is read, once', () => {
    const { routes, calls } = load(ROUTES);
    assert.equal(calls.length, 0);
    const first = routes[1].routes[0].component;
    assert.deepEqual(calls, [["/reference/it's", '151']]);
    assert.equal(routes[1].routes[0].component, first);
    assert.equal(calls.length, 1);
  });
});
