import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Every route of the official Vendure docs (early 2026) resolves here: to its
 * page, or through redirects to the page about the same subject. Plain HTTP
 * requests against the served build, as a visitor's browser makes them: the
 * redirect pages are static HTML with a meta refresh, followed here like a
 * browser follows them. A redirect into a section index counts as unrelated,
 * unless the official page was an index itself or the index is the page on
 * that subject (its title is the official page's name).
 */
const OFFICIAL = path.resolve(__dirname, 'fixtures/official-routes.txt');
const BUILD = path.resolve(__dirname, '../../build');
const MAX_HOPS = 3;
// No trace: recording every response (each route with and without its trailing slash, and the redirects) cost
// a third of the test's time (one worker: 6.3 s -> 4.5 s), and a failure names each route.
test.use({ trace: 'off' });

const routes = readFileSync(OFFICIAL, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

const bare = (route: string) => route.replace(/(.)\/$/, '$1');
/** The official GraphQL reference calls each API's index page `_index`. */
const officialPage = (route: string) => bare(route).replace(/\/_index$/, '');
const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The site's pages (the sitemap lists pages, never redirects), without trailing slashes. */
const pages = [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => bare(m[1] || '/'));
const isSectionIndex = (page: string) => page !== '/' && pages.some((other) => other.startsWith(`${page}/`));
const officialIndexes = new Set(routes.map(officialPage).filter((route) => routes.some((other) => officialPage(other).startsWith(`${route}/`))));

interface Resolved {
  /** The pages visited after the first, e.g. `/a/b#anchor`. */
  hops: string[];
  problem?: string;
  page?: string;
}

const REFRESH = /<meta http-equiv="refresh" content="0; url=([^"]+)">/;

async function resolve(request: APIRequestContext, route: string): Promise<Resolved> {
  const hops: string[] = [];
  let url = route;
  for (;;) {
    const response = await request.get(url);
    const html = await response.text();
    if (response.status() !== 200) return { hops, problem: `${url} answers ${response.status()}` };
    const forward = REFRESH.exec(html)?.[1];
    if (forward) {
      if (hops.length === MAX_HOPS) return { hops, problem: `more than ${MAX_HOPS} redirects` };
      url = new URL(forward, `http://site${url}`).pathname + new URL(forward, 'http://site').hash;
      hops.push(url);
      continue;
    }
    const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? '';
    if (title === 'Page Not Found') return { hops, problem: `${url} is the not-found page` };
    const [pathname, anchor] = url.split('#');
    // The build's HTML is minified: attribute values go unquoted where they can.
    if (anchor && !new RegExp(` id=("?)${anchor}\\1[ >]`).test(html)) return { hops, problem: `${pathname} has no heading #${anchor}` };
    const page = bare(pathname);
    // The same subject: the route itself, or anything but a section index, or an index that is the official page's subject.
    if (hops.length > 0 && isSectionIndex(page) && page !== officialPage(route) && !officialIndexes.has(officialPage(route))) {
      if (words(title) !== words(officialPage(route).split('/').pop()!)) return { hops, problem: `redirects into the section index ${page} ("${title}")` };
    }
    return { hops, page: url };
  }
}

test('every official route resolves to its page or redirects to the page on the same subject', async ({ request }) => {
  test.setTimeout(180_000);
  expect(routes.length).toBeGreaterThan(800);
  const failures: string[] = [];
  const failed = new Set<string>();
  let redirected = 0;
  const queue = [...routes];
  // Both spellings: the official one (trailing slash) and the bare route.
  const lane = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      for (const spelling of new Set([route, bare(route)])) {
        const result = await resolve(request, spelling);
        if (result.problem) {
          failures.push(`${spelling}: ${result.problem}${result.hops.length ? ` (via ${result.hops.join(' → ')})` : ''}`);
          failed.add(route);
        } else if (spelling === route && result.hops.length > 0) redirected++;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  console.log(`Official routes: ${routes.length - failed.size} of ${routes.length} resolve (${redirected} through a redirect).`);
  expect(failures).toEqual([]);
});
