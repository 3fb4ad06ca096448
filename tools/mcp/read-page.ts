import { readFileSync } from 'node:fs';
import * as z from 'zod/v4';
import { redirects } from '../../config/redirects';
import { type DocsBuild, markdownFileOf } from './docs-build';
import { InputError } from './input-error';
import { closestRoutes, pageUrlOf, routeOfPageUrl } from './page-url';

/** Longer than any page URL of the site: a longer one is pasted text, not a URL. */
export const MAX_URL_CHARS = 2000;

export const readPageInput = z.strictObject({
  url: z
    .string({ error: (issue) => (issue.input === undefined ? 'url is required: the page URL or path to read.' : 'url must be a string.') })
    .max(MAX_URL_CHARS, `url is longer than ${MAX_URL_CHARS} characters, which no page URL is: pass a page URL or a path such as /guides/core-concepts/orders.`)
    .describe(
      'The page: its URL (https://docs.vendure.io/guides/core-concepts/orders), a path (/guides/core-concepts/orders), or a search result\'s URL or Markdown URL. A trailing slash, #anchor or .md is ignored.',
    ),
});

/** Old routes the site forwards (config/redirects.ts): an assistant may know a page by one. */
const REDIRECTS = new Map(redirects.redirects.flatMap(({ from, to }) => [from].flat().map((old): [string, string] => [old, to])));

export interface ReadPageResult {
  route: string;
  markdown: string;
  /** The route asked for, when the site forwards it to `route`. */
  redirectedFrom?: string;
}

/**
 * The Markdown of the page a URL names, read from the build. Throws an
 * {@link InputError} naming the closest routes when there is no such page.
 */
export function readPage(build: DocsBuild, siteUrl: string, url: string): ReadPageResult {
  const asked = routeOfPageUrl(url, siteUrl);
  const route = REDIRECTS.get(asked) ?? asked;
  if (!build.routes.has(route)) {
    const closest = closestRoutes(route, build.routes);
    throw new InputError(
      `No page at ${pageUrlOf(asked, siteUrl)}. The closest routes are:\n${closest.map((r) => `- ${r}`).join('\n')}\nPass one of them, or find the page with search_docs.`,
    );
  }
  return { route, markdown: readFileSync(markdownFileOf(build.dir, route), 'utf8'), ...(route !== asked ? { redirectedFrom: asked } : {}) };
}
