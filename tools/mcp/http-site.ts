import { EMBEDDED_INDEX_PATH, type Manifest } from '../../src/search/embedded-index';
import { EmbeddedSearch } from '../../src/search/query';
import { BuildFileNotFoundError, type DocsBuild, MissingBuildError } from './docs-build';
import { routeOfPageUrl } from './page-url';

/** Options of {@link openDocsSite}; tests pass their own `fetch`. */
export interface DocsSiteOptions {
  fetch?: typeof fetch;
  /** How long one request may take. */
  timeoutMs?: number;
  /** Text files (pages' Markdown, schemas) kept in memory; the search engine keeps its own files. */
  cacheEntries?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_CACHE_ENTRIES = 256;
/** Larger than any file of the site (llms-full.txt is ~2.5 MB): a larger answer is not the site's. */
const MAX_RESPONSE_BYTES = 8_000_000;

/** A file the site does not have (404), as opposed to a site that cannot be reached. */
class NotOnSiteError extends Error {
  override name = 'NotOnSiteError';
}

/**
 * The site's origin, which paths are appended to. The docs are built for the
 * root of their host (baseUrl `/`), so a URL with a path is refused.
 */
export function siteRootOf(site: string): string {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new MissingBuildError(`${site} is not a URL: pass the site's address, e.g. https://docs.vendure.io.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new MissingBuildError(`${site} is not an http(s) URL.`);
  if (url.pathname !== '/') throw new MissingBuildError(`${site} is not the root of a site: the docs are served from the root of their host, e.g. ${url.origin}.`);
  return url.origin;
}

/**
 * The URL of a file given by its path from the site's root. The path is
 * resolved as a URL path (`..` segments are dropped at the root), and a path
 * that names another host (`//host/x`) is refused: the source reads this
 * site's files only.
 */
export function fileUrlOf(root: string, file: string): string {
  const url = new URL(`${root}/${file.replace(/^\/+/, '')}`);
  if (url.origin !== root) throw new NotOnSiteError(`${file} is not a file of ${root}.`);
  url.hash = '';
  url.search = '';
  return url.href;
}

/** The routes of a sitemap's `<loc>`s, written as the site's routes are (`/`, `/guides/x`). */
export function routesOfSitemap(xml: string, siteUrl: string): Set<string> {
  const routes = new Set<string>();
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    const text = loc.replace(/&amp;/g, '&');
    // The sitemap names the production host whatever host serves it; only the path is the route.
    routes.add(routeOfPageUrl(new URL(text).pathname, siteUrl));
  }
  return new Set(Array.from(routes).sort());
}

/** Fetches one file as text, with a time limit and a size limit, saying which URL failed and why. */
async function fetchText(fetchFn: typeof fetch, url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/markdown, application/json, text/plain, */*' } });
  } catch (error) {
    const why = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : String((error as Error).cause ?? error);
    throw new Error(`Could not fetch ${url}: ${why}.`, { cause: error });
  }
  if (response.status === 404) {
    await response.body?.cancel();
    throw new NotOnSiteError(`${url} answered 404 Not Found.`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status} ${response.statusText}.`);
  }
  if (Number(response.headers.get('content-length')) > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw new Error(`${url} is larger than ${MAX_RESPONSE_BYTES} bytes, which no file of the docs is.`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader!.cancel();
      throw new Error(`${url} is larger than ${MAX_RESPONSE_BYTES} bytes, which no file of the docs is.`);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Promises of files by URL, the least recently used dropped beyond `limit`; a failed fetch is not kept. */
function textCache(limit: number, load: (url: string) => Promise<string>): (url: string) => Promise<string> {
  const entries = new Map<string, Promise<string>>();
  return (url) => {
    let entry = entries.get(url);
    if (entry) entries.delete(url);
    else {
      entry = load(url);
      entry.catch(() => entries.delete(url));
    }
    entries.set(url, entry);
    if (entries.size > limit) entries.delete(entries.keys().next().value!);
    return entry;
  };
}

/**
 * Opens a deployed site of the docs over HTTP, as {@link openDocsBuild} opens
 * a build folder: the search index's manifest and the sitemap (which lists
 * every page that has Markdown) are fetched now, so a site that is not a
 * build of these docs fails here with a {@link MissingBuildError}; term
 * shards, page fragments, pages' Markdown and other files when a tool needs
 * them. Everything fetched is kept in memory for the life of the process.
 */
export async function openDocsSite(site: string, options: DocsSiteOptions = {}): Promise<DocsBuild> {
  const { fetch: fetchFn = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS, cacheEntries = DEFAULT_CACHE_ENTRIES } = options;
  const root = siteRootOf(site);
  const get = (url: string) => fetchText(fetchFn, url, timeoutMs);
  const required = async (file: string, what: string) => {
    try {
      return await get(fileUrlOf(root, file));
    } catch (error) {
      if (error instanceof NotOnSiteError) throw new MissingBuildError(`${root} has no ${what} (${file}): it is not a site of the Vendure docs built with the embedded search index.`);
      throw error;
    }
  };
  const [manifestText, sitemap] = await Promise.all([required(EMBEDDED_INDEX_PATH.slice(1), 'embedded search index'), required('sitemap.xml', 'sitemap')]);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    throw new MissingBuildError(`${root}${EMBEDDED_INDEX_PATH} is not JSON: it is not a site of the Vendure docs.`);
  }
  const routes = routesOfSitemap(sitemap, root);
  if (routes.size === 0) throw new MissingBuildError(`${root}/sitemap.xml lists no pages.`);

  const indexFolder = EMBEDDED_INDEX_PATH.slice(1, EMBEDDED_INDEX_PATH.lastIndexOf('/'));
  const search = new EmbeddedSearch(async (file) => {
    if (file === EMBEDDED_INDEX_PATH.slice(EMBEDDED_INDEX_PATH.lastIndexOf('/') + 1)) return manifest;
    try {
      return JSON.parse(await get(fileUrlOf(root, `${indexFolder}/${file}`))) as unknown;
    } catch (error) {
      // Shards live in a folder named after their content hash: a deploy since the start removes the folder the manifest names.
      if (error instanceof NotOnSiteError) {
        throw new Error(`${root} was deployed again after the server started (${indexFolder}/${file} is gone): restart the server to search the new site.`, { cause: error });
      }
      throw error;
    }
  });
  const cached = textCache(cacheEntries, get);
  const readText = async (file: string) => {
    try {
      return await cached(fileUrlOf(root, file));
    } catch (error) {
      throw error instanceof NotOnSiteError ? new BuildFileNotFoundError(file) : error;
    }
  };
  return { dir: root, manifest, search, routes, readText };
}
