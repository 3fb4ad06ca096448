// A loader, so plain CommonJS: the bundler requires it as is.
//
// `.docusaurus/routes.js` is one large object literal (200 KB for our 730
// routes) that calls ComponentCreator for every route while the first script
// runs: the browser compiles all that code and builds a loadable component
// per route before hydrating, though a page renders only the routes it
// matches. The client bundle's copy instead holds the same routes as JSON (the
// browser parses JSON much faster than code) and creates a route's component
// the first time something reads it: rendering and preloading read it only
// for matched routes.
//
// Docusaurus also ships `routesChunkNames.json`, a second table keyed by every
// route's path again (12 KB gzip for us, in a module of its own, so gzip
// cannot share the paths with this one). Here each route carries its chunk
// names instead, and this module rebuilds that table for the code that reads
// it (routes-chunk-names.cjs points `@generated/routesChunkNames` here).
const fs = require('node:fs');
const path = require('node:path');

function routesOf(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  // The file is Docusaurus's own output: route objects, strings, booleans and ComponentCreator calls.
  return new Function('ComponentCreator', body)((...args) => args);
}

/** `component: ComponentCreator(path, hash)` becomes `hash` and the route's `chunks`; the 404 route (`'*'`) has neither. */
function withChunkNames(routes, chunkNames) {
  return routes.map(({ component: [componentPath, hash], routes: children, ...route }) => {
    if (componentPath !== route.path) throw new Error(`lazy-routes: route ${route.path} has the component of ${componentPath}`);
    const merged = { ...route };
    if (hash !== undefined) Object.assign(merged, { hash, chunks: chunkNames[`${route.path}-${hash}`] });
    if (children) merged.routes = withChunkNames(children, chunkNames);
    return merged;
  });
}

function runtime(json) {
  return `import ComponentCreator from '@docusaurus/ComponentCreator';

/** routesChunkNames.json, as ComponentCreator and prefetching read it. */
export const chunkNames = {};

function withComponents(routes) {
  return routes.map(({ hash, chunks, routes: children, ...route }) => {
    let created;
    if (hash !== undefined) chunkNames[route.path + '-' + hash] = chunks;
    if (children) route.routes = withComponents(children);
    return Object.defineProperty(route, 'component', {
      enumerable: true,
      get: () => (created ??= ComponentCreator(route.path, hash)),
    });
  });
}

export default withComponents(JSON.parse(${JSON.stringify(json)}));
`;
}

/** The loader's work, given the routes module and the chunk-name table. */
function transform(source, chunkNames) {
  return runtime(JSON.stringify(withChunkNames(routesOf(source), chunkNames)));
}

module.exports = function lazyRoutes(source) {
  const chunkNamesFile = path.join(path.dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  return transform(source, JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')));
};
module.exports.transform = transform;
