import { InputError } from './input-error';

/** Hosts a local `npm run serve` of the build answers on: their URLs name the same pages. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A first path segment that is a host (`docs.vendure.io/…`, `localhost:3000/…`): the URL lacks only its scheme. */
const HOST_FIRST = /^(localhost|[a-z\d-]+(\.[a-z\d-]+)+)(:\d+)?(?=[/?#])/i;

const EXAMPLE = 'a path such as /guides/core-concepts/orders';

/** The input as a URL: absolute as given, with the site's scheme when it starts with a host, else a path on the site. */
function parseUrl(text: string, site: URL): URL {
  const invalid = () => new InputError(`"${text.slice(0, 80)}" is not a page URL: pass a page URL of ${site.origin} or ${EXAMPLE}.`);
  if (!/^https?:\/\//i.test(text) && /^[a-z][a-z\d+.-]*:(?!\d)/i.test(text) && !HOST_FIRST.test(text)) throw invalid(); // mailto:, file:, …
  try {
    // Parsing removes `.` and `..` segments, so a path can never leave the site's root.
    if (/^https?:\/\//i.test(text)) return new URL(text);
    if (text.startsWith('//')) return new URL(`${site.protocol}${text}`);
    if (text.toLowerCase() === site.host || HOST_FIRST.test(text)) return new URL(`${site.protocol}//${text}`);
    return new URL(text.startsWith('/') ? text : `/${text}`, site);
  } catch {
    throw invalid();
  }
}

/**
 * The route a page URL names, as the site's routes are written: no trailing
 * slash (but `/` for the home page), no anchor, query or `.md`. Accepts an
 * absolute URL of the site (or of a local serve of it), a host without
 * scheme, a path with or without its leading slash, and the `.md` URL.
 * Throws an {@link InputError} for an empty input or another site's URL.
 */
export function routeOfPageUrl(input: string, siteUrl: string): string {
  const text = input.trim();
  if (!text) throw new InputError(`url is empty: pass a page URL of ${siteUrl} or ${EXAMPLE}.`);
  const site = new URL(siteUrl);
  const url = parseUrl(text, site);
  if (url.hostname !== site.hostname && !LOCAL_HOSTS.has(url.hostname)) {
    throw new InputError(`${url.origin} is another site: read_page reads the pages of ${siteUrl} only. Pass a URL of that site or ${EXAMPLE}.`);
  }
  let route = url.pathname;
  try {
    route = decodeURIComponent(route);
  } catch {
    // A stray `%` is kept as it is: no route has one, so the page is reported unknown with suggestions.
  }
  route = route
    .replace(/\/{2,}/g, '/')
    .replace(/\.md$/i, '')
    .replace(/\/+$/, '')
    // Docusaurus serves a folder's index page at the folder's route, so `/x/index` can only mean `/x`.
    .replace(/\/index$/i, '');
  return route || '/';
}

/** The page's address on the site. */
export function pageUrlOf(route: string, siteUrl: string): string {
  return `${siteUrl}${route}`;
}

/** The address of the page's Markdown (the home page's is `/index.md`). */
export function markdownUrlOf(route: string, siteUrl: string): string {
  return `${siteUrl}${route === '/' ? '/index' : route}.md`;
}

/** Edit distance of two strings (insertions, deletions and substitutions cost 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

const segmentsOf = (route: string) => route.toLowerCase().split('/').filter(Boolean);

/**
 * The routes most like `route`, best first. A page is usually looked for by
 * its name with a wrong or missing folder (`/guides/orders`), so the last
 * segment counts most, then the folders asked for that a route lacks; the
 * edit distance of the whole path breaks ties.
 */
export function closestRoutes(route: string, routes: Iterable<string>, count = 5): string[] {
  const wanted = segmentsOf(route);
  const name = wanted.pop() ?? '';
  const scored: { route: string; score: number }[] = [];
  for (const candidate of routes) {
    const segments = segmentsOf(candidate);
    const missingFolders = wanted.filter((folder) => !segments.includes(folder)).length;
    const score = editDistance(name, segments[segments.length - 1] ?? '') + missingFolders + editDistance(route.toLowerCase(), candidate.toLowerCase()) / 100;
    scored.push({ route: candidate, score });
  }
  scored.sort((a, b) => a.score - b.score || a.route.localeCompare(b.route));
  return scored.slice(0, count).map((s) => s.route);
}
