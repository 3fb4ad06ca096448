// A loader, so plain CommonJS: the bundler requires it as is.
//
// `.docusaurus/routes.js` is one large object literal (200 KB for our 730
// routes) that calls ComponentCreator for every route while the first script
// runs: the browser compiles all that code and builds a loadable component
// per route before hydrating, though a page renders only the routes it
// matches. The client bundle's copy instead holds the same routes as JSON (the
// browser parses JSON much faster than code) and creates a route's component
// the first time something reads it: rendering and preloading read it only
// for matched routes (route-table.ts).
//
// Docusaurus also ships `routesChunkNames.json`, a second table keyed by every
// route's path again (12 KB gzip for us, in a module of its own, so gzip
// cannot share the paths with this one). Here each route carries its chunk
// names instead, and the route table rebuilds that table for the code that
// reads it (routes-chunk-names.cjs points `@generated/routesChunkNames` here).
//
// Most routes do not travel in the first script at all: route-sections.cjs
// cuts the leaf routes into sections, and `routes.js?section=<n>` is the
// module of section n (its routes, and the registry entries only they use),
// a chunk of its own that the route table loads before a path in it is
// rendered or preloaded.
const fs = require('node:fs');
const path = require('node:path');
const { sectionChunkName } = require('./route-keys.cjs');
const { registryEntries, registryObject } = require('./registry-entries.cjs');
const { splitRoutes } = require('./route-sections.cjs');
const stripModulePaths = require('./strip-module-paths.cjs');

const ROUTE_TABLE = path.join(__dirname, 'route-table.ts');

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

/**
 * `fn`, returning its last result again while it is called with the same
 * arguments: the bundler runs these loaders once for the route table, once
 * per section and once for the registry, all on the same generated files, and
 * reading them again each time made the work grow with the square of the page
 * count (1.1 s of the doubled site's build).
 */
function rememberLast(fn) {
  let last;
  return (...args) => {
    if (!last || args.length !== last.args.length || args.some((arg, i) => arg !== last.args[i])) last = { args, result: fn(...args) };
    return last.result;
  };
}

/** The route table split into what every page loads and its sections (route-sections.cjs). */
const split = rememberLast((routesSource, chunkNames) => splitRoutes(withChunkNames(routesOf(routesSource), chunkNames)));

/** The chunk-name table, the same object for the same text, so `split` knows it again. */
const parseChunkNames = rememberLast((text) => JSON.parse(text));

/** The registry's entries, without the modules' paths. */
const entriesOf = rememberLast((registrySource) => registryEntries(stripModulePaths(registrySource)));

/** A string literal the bundler reads as JSON text. */
const jsonText = (value) => JSON.stringify(JSON.stringify(value));

function mainModule({ routes, sections }, routesFile) {
  const loaders = sections.map((_, index) => `() => import(/* webpackChunkName: ${JSON.stringify(sectionChunkName(index))} */ ${JSON.stringify(`${routesFile}?section=${index}`)})`);
  return `import ComponentCreator from '@docusaurus/ComponentCreator';
import { createRouteTable } from ${JSON.stringify(ROUTE_TABLE)};

const table = createRouteTable(JSON.parse(${jsonText(routes)}), [${loaders.join(', ')}], ComponentCreator);

/** routesChunkNames.json, as ComponentCreator and prefetching read it. */
export const chunkNames = table.chunkNames;
/** Loads the sections a path's routes may be in (preload.ts, window-docusaurus.ts). */
export const routeSections = table;
export default table.routes;
`;
}

function sectionModule(section, registrySource, registryFile) {
  const entries = entriesOf(registrySource);
  const own = new Map(section.chunkNames.filter((name) => entries.has(name)).map((name) => [name, entries.get(name)]));
  return `import registry from ${JSON.stringify(registryFile)};

Object.assign(registry, ${registryObject(own)});

export default JSON.parse(${jsonText(section.routes)});
`;
}

/**
 * The loader's work. `query` is the module's resource query: empty for the
 * route table every page loads, `?section=<n>` for a section.
 */
function transform(source, { chunkNames, query = '', routesFile, registrySource, registryFile }) {
  const splitTable = split(source, chunkNames);
  const section = /^\?section=(\d+)$/.exec(query);
  if (!section) return mainModule(splitTable, routesFile);
  const index = Number(section[1]);
  if (!splitTable.sections[index]) throw new Error(`lazy-routes: no section ${index}`);
  return sectionModule(splitTable.sections[index], registrySource, registryFile);
}

/** Reads a generated file and tells the bundler the module depends on it. */
function readGenerated(loader, file) {
  const fullPath = path.join(path.dirname(loader.resourcePath), file);
  loader.addDependency(fullPath);
  return { fullPath, text: fs.readFileSync(fullPath, 'utf8') };
}

module.exports = function lazyRoutes(source) {
  const registry = readGenerated(this, 'registry.js');
  return transform(source, {
    chunkNames: parseChunkNames(readGenerated(this, 'routesChunkNames.json').text),
    query: this.resourceQuery,
    routesFile: this.resourcePath,
    registrySource: registry.text,
    registryFile: registry.fullPath,
  });
};
module.exports.transform = transform;
module.exports.split = split;
module.exports.parseChunkNames = parseChunkNames;
module.exports.readGenerated = readGenerated;
