import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRouteTable } from './route-table';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {
  transform,
  split,
  parseChunkNames,
}: { transform: (source: string, options: object) => string; split: (source: string, chunkNames: object) => object; parseChunkNames: (text: string) => object } = require('./lazy-routes.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registrySections: { transform: (source: string, routesSource: string, chunkNames: object) => string } = require('./registry-sections.cjs');

const PAGES = Array.from({ length: 20 }, (_, i) => `page-${String(i).padStart(2, '0')}`);

/** The shape of `.docusaurus/routes.js`, as Docusaurus 3.7 writes it: a search page, a docs root over 21 pages, the 404 route. */
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
      },
${PAGES.map((page) => `      {\n        path: '/reference/${page}',\n        component: ComponentCreator('/reference/${page}', '${page.slice(-2)}a'),\n        exact: true\n      },`).join('\n')}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

/** `.docusaurus/routesChunkNames.json` for those routes. */
const CHUNK_NAMES: Record<string, object> = {
  '/search-543': { __comp: '1a4e3797', __context: { plugin: 'e9972098' } },
  '/reference-f22': { __comp: '5e95c892' },
  "/reference/it's-151": { __comp: '17896441', content: '00afe743' },
  ...Object.fromEntries(PAGES.map((page) => [`/reference/${page}-${page.slice(-2)}a`, { __comp: '17896441', content: `content-${page}` }])),
};

/** `.docusaurus/registry.js` for those chunks. */
const entry = (name: string, file: string) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;
const REGISTRY = `export default {
${[entry('00afe743', '@site/docs/its.mdx'), entry('17896441', '@theme/DocItem'), entry('1a4e3797', '@theme/SearchPage'), entry('5e95c892', '@theme/DocsRoot'), entry('e9972098', '@generated/context.json'), ...PAGES.map((page) => entry(`content-${page}`, `@site/docs/${page}.mdx`))].join('\n').slice(0, -1)},};
`;

const OPTIONS = { chunkNames: CHUNK_NAMES, routesFile: '/site/.docusaurus/routes.js', registrySource: REGISTRY, registryFile: '/site/.docusaurus/registry.js' };

/** Runs the route table module with a ComponentCreator that records its calls; sections load from `transform` too. */
function load(source = ROUTES) {
  const calls: unknown[][] = [];
  const registry: Record<string, unknown[]> = {};
  const body = transform(source, OPTIONS)
    .replace(/^import .*$/gm, '')
    .replace(/import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"?]+(\?section=\d+)"\)/g, 'loadSection("$1")')
    .replace(/^export const (\w+)/gm, 'const $1')
    .replace(/^export default (.*);$/m, 'return { routes: $1, chunkNames, routeSections };');
  const loadSection = async (query: string) => {
    const section = transform(source, { ...OPTIONS, query })
      .replace(/^import .*$/gm, '')
      .replace(/^export default (.*);$/m, 'return $1;');
    return { default: new Function('registry', 'require', section)(registry, { resolveWeak: (file: string) => `weak:${file}` }) };
  };
  const creator = (...args: unknown[]) => {
    calls.push(args);
    return { component: args };
  };
  const module = new Function('ComponentCreator', 'createRouteTable', 'loadSection', body)(creator, createRouteTable, loadSection);
  return { ...module, calls, registry };
}

describe('lazyRoutes', () => {
  it('ships the routes every page needs as JSON, the leaves of a large parent as a section each page loads when it needs it', async () => {
    const output = transform(ROUTES, OPTIONS);
    assert.match(output, /JSON\.parse\(/);
    assert.doesNotMatch(output, /ComponentCreator\('\/search'/);
    assert.match(output, /import\(\/\* webpackChunkName: "routes-0" \*\/ "\/site\/\.docusaurus\/routes\.js\?section=0"\)/);
    assert.doesNotMatch(output, /page-07/);
    const { routes, routeSections } = load();
    assert.deepEqual(JSON.parse(JSON.stringify(routes)), [
      { path: '/search', exact: true, component: { component: ['/search', '543'] } },
      { path: '/reference', routes: [], component: { component: ['/reference', 'f22'] } },
      // The 404 route's component has no hash (undefined, null once through JSON).
      { path: '*', component: { component: ['*', null] } },
    ]);
    await routeSections.loadSections('/reference/page-07');
    assert.deepEqual(
      routes[1].routes.map((route: { path: string }) => route.path),
      ["/reference/it's", ...PAGES.map((page) => `/reference/${page}`)],
    );
    assert.equal(routes[1].routes[0].sidebar, 'reference');
  });

  it('rebuilds the chunk-name table from the routes, so paths are shipped once', async () => {
    const output = transform(ROUTES, OPTIONS);
    assert.equal(output.split('/reference/it').length - 1, 0);
    assert.equal(transform(ROUTES, { ...OPTIONS, query: '?section=0' }).split('/reference/it').length - 1, 1);
    const { chunkNames, routeSections } = load();
    await routeSections.loadSections('/reference/it');
    assert.deepEqual(chunkNames, CHUNK_NAMES);
  });

  it('moves the registry entries only a section uses into it, module paths left out', async () => {
    const main = registrySections.transform(REGISTRY, ROUTES, CHUNK_NAMES);
    assert.match(main, /"1a4e3797"/);
    // Here the doc page component too is used by the section's routes alone.
    assert.doesNotMatch(main, /content-page|00afe743|17896441/);
    const { registry, routeSections } = load();
    await routeSections.loadSections('/reference/page-00');
    assert.deepEqual(Object.keys(registry).sort(), ['00afe743', '17896441', ...PAGES.map((page) => `content-${page}`)]);
    assert.deepEqual(registry['00afe743'].slice(1), ['', 'weak:@site/docs/its.mdx']);
  });

  it('creates a route component only when it is read, once', async () => {
    const { routes, calls, routeSections } = load();
    await routeSections.loadSections('/reference/it');
    assert.equal(calls.length, 0);
    const first = routes[1].routes[0].component;
    assert.deepEqual(calls, [["/reference/it's", '151']]);
    assert.equal(routes[1].routes[0].component, first);
    assert.equal(calls.length, 1);
  });

  it('splits the table once for the route table, its sections and the registry, which read the same generated files', () => {
    const names = parseChunkNames(JSON.stringify(CHUNK_NAMES));
    assert.equal(parseChunkNames(JSON.stringify(CHUNK_NAMES)), names);
    assert.equal(split(ROUTES, names), split(ROUTES, names));
    // A file changed (a rebuild while watching) is read again.
    assert.notEqual(split(`${ROUTES}\n`, names), split(ROUTES, names));
  });
});
