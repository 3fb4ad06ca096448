import * as z from 'zod/v4';
import { redirects } from '../../config/redirects';
import type { DocsBuild } from './docs-build';
import { InputError } from './input-error';
import { sectionOf } from './page-section';
import { closestRoutes, pageUrlOf, routeOfPageUrl } from './page-url';

/** Longer than any page URL of the site: a longer one is pasted text, not a URL. */
export const MAX_URL_CHARS = 2000;
/** Longer than any heading id of the site. */
export const MAX_ANCHOR_CHARS = 300;

export const readPageInput = z.strictObject({
  url: z
    .string({ error: (issue) => (issue.input === undefined ? 'url is required: the page URL or path to read.' : 'url must be a string.') })
    .max(MAX_URL_CHARS, `url is longer than ${MAX_URL_CHARS} characters, which no page URL is: pass a page URL or a path such as /guides/core-concepts/orders.`)
    .describe(
      "The page: its URL (https://docs.vendure.io/guides/core-concepts/orders), a path (/guides/core-concepts/orders), or a search result's URL or Markdown URL. " +
        'A #anchor returns just that section; a trailing slash or .md is ignored.',
    ),
  anchor: z
    .string({ error: 'anchor must be a string.' })
    .max(MAX_ANCHOR_CHARS, `anchor is longer than ${MAX_ANCHOR_CHARS} characters: pass a heading's anchor such as order-states.`)
    .optional()
    .describe("Just this section of the page (order-states or #order-states), in place of the URL's #anchor: its heading and text down to the next heading of the same or a higher level."),
});

/** Old routes the site forwards (config/redirects.ts): an assistant may know a page by one. */
const REDIRECTS = new Map(redirects.redirects.flatMap(({ from, to }) => [from].flat().map((old): [string, string] => [old, to])));

export interface ReadPageResult {
  route: string;
  markdown: string;
  /** The route asked for, when the site forwards it to `route`. */
  redirectedFrom?: string;
  /** With an anchor: the section returned, and the size of the whole page's Markdown. */
  section?: { anchor: string; title: string; pageChars: number };
}

/** The page's files, by their path from the site root: `guides/x.md` and `guides/x/index.html` for `/guides/x`. */
const markdownPathOf = (route: string) => `${route === '/' ? 'index' : route.slice(1)}.md`;
const htmlPathOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** The anchor of a URL (`…/orders#order-states`), decoded; none for no `#` or an empty one. */
function anchorOfUrl(url: string): string | undefined {
  const hash = url.indexOf('#');
  const anchor = hash < 0 ? '' : url.slice(hash + 1).trim();
  if (!anchor) return undefined;
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/**
 * The Markdown of the page a URL names, read from the build, or of one of
 * its sections when an anchor is given (or the URL has one). Throws an
 * {@link InputError} naming the closest routes when there is no such page,
 * and the page's closest anchors when it has no such anchor.
 */
export async function readPage(build: DocsBuild, siteUrl: string, url: string, anchorInput?: string): Promise<ReadPageResult> {
  const asked = routeOfPageUrl(url, siteUrl);
  const route = REDIRECTS.get(asked) ?? asked;
  if (!build.routes.has(route)) {
    const closest = closestRoutes(route, build.routes);
    throw new InputError(
      `No page at ${pageUrlOf(asked, siteUrl)}. The closest routes are:\n${closest.map((r) => `- ${r}`).join('\n')}\nPass one of them, or find the page with search_docs.`,
    );
  }
  const markdown = await build.readText(markdownPathOf(route));
  const redirected = route !== asked ? { redirectedFrom: asked } : {};
  const anchor = anchorInput?.trim() || anchorOfUrl(url);
  if (!anchor) return { route, markdown, ...redirected };
  const section = sectionOf(markdown, await build.readText(htmlPathOf(route)), anchor, pageUrlOf(route, siteUrl));
  return { route, markdown: section.markdown, ...redirected, section: { anchor: section.anchor, title: section.title, pageChars: markdown.length } };
}

const kB = (chars: number) => `${(chars / 1024).toFixed(1)} KB`;

/** What a section read returns besides the section: where it is, and how to get the rest of the page. */
export function sectionNote(route: string, section: NonNullable<ReadPageResult['section']>, markdown: string, siteUrl: string): string {
  return `The section "${section.title}" of ${pageUrlOf(route, siteUrl)}#${section.anchor} (${kB(markdown.length)} of the page's ${kB(section.pageChars)}); read_page without an anchor returns the whole page.`;
}
