/**
 * Old routes as real redirects. The build keeps each old route alive with a
 * static page that forwards the browser (config/redirects.ts, through
 * @docusaurus/plugin-client-redirects); search engines move their links only
 * for a 301. `npm run deploy:prepare` finds those pages in the build and
 * writes them as nginx maps (build-nginx/redirects.conf), so nginx answers the
 * same routes with a 301 to the same targets, and the list cannot drift from
 * the build it is deployed with.
 */

export interface Redirect {
  /** A route, without trailing slash. */
  from: string;
  /** A route, possibly with `#anchor`. */
  to: string;
}

/**
 * The target of a forwarding page as the redirect plugin writes it (a meta
 * refresh, a canonical link and a script, nothing else); undefined for any other page.
 */
export function forwardingTarget(html: string): string | undefined {
  if (html.length > 1000 || html.includes('<body')) return undefined;
  const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return refresh && refresh === canonical ? decodeURI(refresh) : undefined;
}

/** `guides/a/index.html` → `/guides/a`: the route a page of the build is served at. */
export function routeOfFile(file: string): string {
  return `/${file}`.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

/** Characters a route may have in the map without quoting or escaping trouble. */
const SAFE = /^\/[A-Za-z0-9/_.~-]*(#[A-Za-z0-9_-]+)?$/;

/**
 * nginx configuration for the http block: `$redirect_path` and `$redirect_anchor`
 * by `$uri` (the decoded, normalised path), for both spellings of each route,
 * with and without a trailing slash. The server block answers
 * `301 $redirect_path$is_args$args$redirect_anchor`, so a query string is kept
 * and comes before the anchor, as the forwarding page does it.
 */
export function nginxRedirectMaps(redirects: Redirect[], comment: string[] = []): string {
  const sorted = [...redirects].sort((a, b) => a.from.localeCompare(b.from));
  for (const { from, to } of sorted) {
    if (!SAFE.test(from) || from.includes('#') || !SAFE.test(to)) throw new Error(`Cannot write this redirect into nginx's map: ${from} → ${to}`);
  }
  const keys = sorted.flatMap(({ from, to }) => (from === '/' ? [['/', to]] : [[from, to], [`${from}/`, to]]));
  const longest = Math.max(0, ...keys.map(([key]) => key.length));
  // A bucket holds a key and a pointer (and alignment); nginx refuses to start when one does not fit.
  let bucket = 64;
  while (bucket < longest + 32) bucket *= 2;
  const entries = (value: (to: string) => string | undefined) =>
    keys.flatMap(([key, to]) => (value(to) === undefined ? [] : [`    "${key}" "${value(to)}";`]));
  return [
    ...comment.map((line) => `# ${line}`),
    `map_hash_bucket_size ${bucket};`,
    'map $uri $redirect_path {',
    ...entries((to) => to.split('#')[0]),
    '}',
    'map $uri $redirect_anchor {',
    ...entries((to) => (to.includes('#') ? `#${to.split('#')[1]}` : undefined)),
    '}',
    '',
  ].join('\n');
}
