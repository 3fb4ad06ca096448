// Plain CommonJS: the build's loaders require it as is.
//
// Splits the browser's route table into a part every page loads and
// sections loaded on demand. Only a parent's trailing run of plain leaf
// routes (exact, no parameters, no `.html` path) moves: those match only
// their own path, so appending them back after the routes that stay keeps
// what any path matches. A parent keeps its leaves when they are few. The
// leaves are sorted by key (route-keys.cjs) and cut into sections of whole
// folders where they fit, so each section is one range of keys: the parent
// lists where each range starts, and any path, a route or not, falls in
// exactly one.
const { routeKey, compareRouteKeys } = require('./route-keys.cjs');

/** Fewer movable leaves than this stay with their parent: a section that small is not worth a request. */
const MIN_ROUTES = 16;
/** The most routes a section holds, unless one path has more (never split). */
const MAX_ROUTES = 48;

function isMovable(route) {
  return !route.routes && route.exact === true && !/[:*?+()\\]/.test(route.path) && !/\.html$/i.test(route.path);
}

/** Cuts items (sorted, sharing their first `depth` key segments) into runs of whole folders of at most MAX_ROUTES. */
function pack(items, depth) {
  if (items.length <= MAX_ROUTES || items.every((item) => item.key === items[0].key)) return [items];
  const groups = [];
  for (const item of items) {
    const segment = item.segments.length > depth ? item.segments[depth] : '';
    const last = groups[groups.length - 1];
    if (last && last.segment === segment) last.items.push(item);
    else groups.push({ segment, items: [item] });
  }
  const sections = [];
  let current = [];
  const flush = () => {
    if (current.length > 0) sections.push(current);
    current = [];
  };
  for (const { items: group } of groups) {
    if (group.length > MAX_ROUTES) {
      const [first, ...rest] = pack(group, depth + 1);
      // A folder's own page (or a few small folders) before a large folder joins its first run when that fits.
      if (current.length + first.length <= MAX_ROUTES) current.push(...first);
      else {
        flush();
        current = first;
      }
      flush();
      sections.push(...rest);
    } else {
      if (current.length + group.length > MAX_ROUTES) flush();
      current.push(...group);
    }
  }
  flush();
  return sections;
}

/** Every chunk name a route's `chunks` mention. */
function chunkNamesOf(route, into = new Set()) {
  const collect = (value) => {
    if (typeof value === 'string') into.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(route.chunks);
  return into;
}

/**
 * `routes`: the route table as lazy-routes.cjs ships it (`hash` and `chunks`
 * per route). Returns the table every page loads, each parent with sections
 * listing them as `sections: [[index, startKey], …]` (the first start is ''),
 * and the sections, each with its routes in their original order and the
 * chunk names only its routes use (their registry entries travel with it).
 */
function splitRoutes(routes) {
  const sections = [];
  const split = (list) =>
    list.map((route) => {
      if (!route.routes) return route;
      const children = split(route.routes);
      let first = children.length;
      while (first > 0 && isMovable(children[first - 1])) first--;
      const movable = children.slice(first);
      if (movable.length < MIN_ROUTES) return { ...route, routes: children };
      const items = movable
        .map((child, order) => ({ child, order, key: routeKey(child.path) }))
        .map((item) => ({ ...item, segments: item.key.split('/') }))
        .sort((a, b) => compareRouteKeys(a.key, b.key) || a.order - b.order);
      const starts = pack(items, 0).map((packed, i) => {
        const inOrder = [...packed].sort((a, b) => a.order - b.order);
        const index = sections.push({ routes: inOrder.map((item) => item.child) }) - 1;
        return [index, i === 0 ? '' : packed[0].key];
      });
      return { ...route, routes: children.slice(0, first), sections: starts };
    });
  const main = split(routes);

  const usedByMain = new Set();
  (function collect(list) {
    for (const route of list) {
      chunkNamesOf(route, usedByMain);
      if (route.routes) collect(route.routes);
    }
  })(main);
  const sectionsUsing = new Map();
  const namesBySection = sections.map((section) => {
    const names = new Set();
    section.routes.forEach((route) => chunkNamesOf(route, names));
    names.forEach((name) => sectionsUsing.set(name, (sectionsUsing.get(name) ?? 0) + 1));
    return names;
  });
  return {
    routes: main,
    sections: sections.map((section, i) => ({
      routes: section.routes,
      chunkNames: [...namesBySection[i]].filter((name) => !usedByMain.has(name) && sectionsUsing.get(name) === 1).sort(),
    })),
  };
}

module.exports = { splitRoutes, MIN_ROUTES, MAX_ROUTES };
