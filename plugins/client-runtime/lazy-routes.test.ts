import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const lazyRoutes: (source: string) => string = require('./lazy-routes.cjs');

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

/** Runs the transformed module with a ComponentCreator that records its calls. */
function load(source: string) {
  const calls: unknown[][] = [];
  const body = lazyRoutes(source).replace(/^import .*$/m, '').replace(/^export default /m, 'return ');
  const routes = new Function('ComponentCreator', body)((...args: unknown[]) => {
    calls.push(args);
    return { component: args };
  });
  return { routes, calls };
}

describe('lazyRoutes', () => {
  it('keeps every route, nested routes and attributes, as JSON', () => {
    const output = lazyRoutes(ROUTES);
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
      { path: '*', component: { component: ['*'] } },
    ]);
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
