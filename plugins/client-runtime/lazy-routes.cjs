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
const COMPONENT = '__component';

function routesOf(source) {
  const body = source.replace(/^import .*$/gm, '').replace(/^export default /m, 'return ');
  // The file is Docusaurus's own output: route objects, strings, booleans and ComponentCreator calls.
  return new Function('ComponentCreator', body)((...args) => ({ [COMPONENT]: args }));
}

function runtime(json) {
  return `import ComponentCreator from '@docusaurus/ComponentCreator';

function withComponents(routes) {
  return routes.map(({ component, routes: children, ...route }) => {
    let created;
    if (children) route.routes = withComponents(children);
    return Object.defineProperty(route, 'component', {
      enumerable: true,
      get: () => (created ??= ComponentCreator(...component.${COMPONENT})),
    });
  });
}

export default withComponents(JSON.parse(${JSON.stringify(json)}));
`;
}

module.exports = function lazyRoutes(source) {
  return runtime(JSON.stringify(routesOf(source)));
};
