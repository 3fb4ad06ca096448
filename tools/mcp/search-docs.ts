import * as z from 'zod/v4';
import type { Fragment } from '../../src/search/embedded-index';
import { snippet } from '../../src/search/highlight';
import type { DocSearchHit, DocSearchRequest } from '../../src/search/query';
import { searchPageRequest } from '../../src/search/request';
import type { DocsBuild } from './docs-build';
import { InputError } from './input-error';
import { markdownUrlOf } from './page-url';
import { describeSections, sectionClause, SITE_FILTER, type Sidebar, sidebarLabelOf } from './sections';

export const MAX_QUERY_CHARS = 500;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

const QUERY_EMPTY = 'query is empty: pass a few words to search for, e.g. "custom fields" or "OrderProcess".';
const LIMIT_RULE = `limit must be a whole number from 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`;

/** The tool's arguments; the section list comes from the build, so the description names the sections it has. */
export function searchDocsInput(sidebars: Sidebar[]) {
  return z.strictObject({
    query: z
      .string({ error: (issue) => (issue.input === undefined ? 'query is required: a few words to search for.' : 'query must be a string.') })
      .min(1, QUERY_EMPTY)
      .max(MAX_QUERY_CHARS, `query is longer than ${MAX_QUERY_CHARS} characters: search for a few keywords, not a whole text.`)
      .describe('Words to search for: API names (ProductVariant, addItemToOrder) or a topic (custom fields, tax zones). Results that hold more of the words, and rarer ones, come first; the last word may be a prefix.'),
    section: z
      .string({ error: 'section must be a string.' })
      .optional()
      .describe(`Only results from this part of the docs. ${describeSections(sidebars)}`),
    limit: z
      .int({ error: LIMIT_RULE })
      .min(1, LIMIT_RULE)
      .max(MAX_LIMIT, LIMIT_RULE)
      .optional()
      .describe(`How many results to return, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`),
  });
}

export type SearchDocsInput = z.infer<ReturnType<typeof searchDocsInput>>;

export const searchDocsOutput = z.object({
  query: z.string(),
  section: z.string().optional(),
  /** Results in all, of which the first `limit` are listed. */
  total: z.number(),
  /** With a section that has no result: the results in the whole docs. */
  totalAllSections: z.number().optional(),
  results: z.array(
    z.object({
      /** Page title and the headings down to the hit, outermost first. */
      hierarchy: z.array(z.string()),
      /** Sidebar (Learn, Reference, User Guide) and its section (lvl0), when the page has them. */
      sidebar: z.string().optional(),
      section: z.string(),
      url: z.string(),
      /** The heading's id in the page, when the hit is a section (the URL's #anchor): read_page returns just that section. */
      anchor: z.string().optional(),
      markdownUrl: z.string(),
      snippet: z.string(),
    }),
  ),
});

export type SearchDocsResult = z.infer<typeof searchDocsOutput>;

/** Hit texts are escaped HTML with `<mark>`s for the browser; an assistant wants plain text. */
function plainText(html: string): string {
  return html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** `…` where the snippet cuts its text, so a cut sentence does not read as the whole. */
function marked(part: string, whole: string): string {
  return `${whole.startsWith(part) ? '' : '… '}${part}${whole.endsWith(part) ? '' : ' …'}`;
}

const LEVELS = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6'] as const;

/** The `#anchor` of a hit's URL, without the `#`. */
const anchorOf = (url: string) => url.split('#')[1] || undefined;

/** The page and section a hit's `objectID` (`"<page>:<section>"`) names. */
function placeOf(hit: DocSearchHit): { page: number; section: number } {
  const [page, section] = hit.objectID.split(':').map(Number);
  return { page, section };
}

/**
 * A heading hit has no text of its own: show the start of the first
 * paragraph of its section (a page's title is followed by its description),
 * as long as the search page's snippets.
 */
function textUnderHeading(fragment: Fragment, section: number, request: DocSearchRequest): string {
  const [first] = fragment.sections[section][4];
  if (first === undefined) return '';
  return marked(plainText(snippet(first, new Set(), [], request.highlight_affix_num_tokens!, request.snippet_threshold!).value), first);
}

/**
 * Searches the build's embedded index with the site's own query engine and
 * request (that of the search page), so results and their order are those a
 * reader gets. A section adds its clause to the site's filter, as the site's
 * section filter does, so the section keeps the site's order among its pages.
 */
export async function searchDocs(build: DocsBuild, sidebars: Sidebar[], siteUrl: string, input: SearchDocsInput): Promise<SearchDocsResult> {
  const query = input.query.trim();
  if (!query) throw new InputError(QUERY_EMPTY);
  const limit = input.limit ?? DEFAULT_LIMIT;
  const sectionName = input.section?.trim();
  const section = sectionName ? sectionClause(sectionName, sidebars) : undefined;
  const engine = build.search;
  const request = searchPageRequest(query, section ? `${SITE_FILTER} && ${section.clause}` : SITE_FILTER, 'vendure-docs', 1, limit);
  const [{ hits, nbHits }, manifest] = await Promise.all([engine.search(request, siteUrl), engine.manifest()]);
  // Nothing in the section: say whether widening the search would help (ranking alone loads no page fragment).
  const totalAllSections = section && nbHits === 0 ? (await engine.rank({ ...request, filter_by: SITE_FILTER })).ranked.length : undefined;
  const results = await Promise.all(
    hits.map(async (hit) => {
      const place = placeOf(hit);
      // The engine loaded the fragment to build the hit, and keeps it.
      const fragment = await engine.fragment(manifest, place.page);
      const [, , sectionId, lvl0] = manifest.groups[manifest.pages[place.page][0]];
      const sidebar = sidebarLabelOf(sectionId, sidebars);
      const content = hit._snippetResult.content?.value;
      return {
        hierarchy: LEVELS.flatMap((level) => (hit[level] ? [plainText(hit[level])] : [])),
        ...(sidebar ? { sidebar } : {}),
        section: lvl0,
        url: hit.url,
        ...(anchorOf(hit.url) ? { anchor: anchorOf(hit.url) } : {}),
        markdownUrl: markdownUrlOf(fragment.path, siteUrl),
        snippet: content === undefined ? textUnderHeading(fragment, place.section, request) : marked(plainText(content), plainText(hit.content ?? '')),
      };
    }),
  );
  return { query, ...(section ? { section: section.name } : {}), total: nbHits, ...(totalAllSections !== undefined ? { totalAllSections } : {}), results };
}

/** The result as the text an assistant reads (the same data is also returned as structured content). */
export function formatSearchResult(result: SearchDocsResult): string {
  const where = result.section ? ` in ${result.section}` : '';
  if (result.results.length === 0) {
    const elsewhere = result.totalAllSections ? ` (${result.totalAllSections} in the whole docs: search without a section)` : '';
    return `No results for "${result.query}"${where}${elsewhere}. Try fewer or other words.`;
  }
  const shown = result.results.length < result.total ? `; the first ${result.results.length} are listed` : '';
  const lines = [`${result.total} result${result.total === 1 ? '' : 's'} for "${result.query}"${where}${shown}.`, ''];
  result.results.forEach((hit, i) => {
    // A page without a title of its own (the home page) goes by its section.
    const title = hit.hierarchy.length > 0 ? hit.hierarchy : [hit.section];
    const place = [hit.sidebar, hit.section].filter((part) => part && part !== title[0]).join(' › ');
    lines.push(`${i + 1}. ${title.join(' › ')}${place ? ` (${place})` : ''}`);
    lines.push(`   ${hit.url}`);
    lines.push(`   Markdown: ${hit.markdownUrl}`);
    if (hit.snippet) lines.push(`   ${hit.snippet}`);
  });
  lines.push('', "read_page returns a page's Markdown: pass it the URL; a URL with an #anchor returns just that section.");
  return lines.join('\n');
}
