// Plain CommonJS: what the build's loaders (Node) and the browser's route
// table (route-table.ts) must agree on, the order of paths and the names of
// section chunks, so both use this file.
//
// React Router matches an exact route case-insensitively, with or without a
// trailing slash, and Docusaurus serves `x.html`, `x/index.html` and
// `x/index` as `x`. A route and every path it matches get the same key, so a
// path is always looked up in the section that holds the route it may match.

/** The key a path is filed under. */
function routeKey(path) {
  return path
    .toLowerCase()
    .replace(/(?:\/index)?(?:\.html)?\/*$/, '')
    .replace(/\/+$/, '');
}

/** Orders keys segment by segment, a folder before what it holds, so a folder's paths are contiguous. */
function compareRouteKeys(a, b) {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1;
  }
  return left.length - right.length;
}

/** The chunk that holds section `index` of the route table. */
function sectionChunkName(index) {
  return `routes-${index}`;
}

module.exports = { routeKey, compareRouteKeys, sectionChunkName };
