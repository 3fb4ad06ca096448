import * as z from 'zod/v4';
import { ancestorsOf, type IndexedPage } from '../../src/search/embedded-index';
import { snippet } from '../../src/search/highlight';
import { type DocSearchHit, type DocSearchRequest, type LoadedIndex, runQuery } from '../../src/search/query';
import { searchPageRequest } from '../../src/search/request';
import type { DocsBuild } from './docs-build';
import { InputError } from './input-error';
import { markdownUrlOf } from './page-url';
import { describeSections, pagesOfSection, type Sidebar, sidebarOf } from './sections';

export const MAX_QUERY_CHARS = 500;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

/** The contextual filter the site's modal and search page send (SEARCH-NOTES §3): the same pages are searched. */
const SITE_FILTER = 'language:=en && docusaurus_tag:=[default,docs-default-current]';

const QUERY_EMPTY = 'query is empty: pass a few words to search for, e.g. "custom fields" or "OrderProcess".';
const LIMIT_RULE = `limit must be a whole number from 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})`;

/** The tool's arguments; the section list comes from the build, so the description names the sections it has. */
export function searchDocsInput(sidebars: Sidebar[]) {
  return z.strictObject({
    query: z
      .string({ error: (issue) => (issue.input === undefined ? 'query is required: a few words to search for.' : 'query must be a string.') })
      .min(1, QUERY_EMPTY)
      .max(MAX_QUERY_CHARS, `query is longer than ${MAX_QUERY_CHARS} characters: search for a few keywords, not a whole text.`)
      .describe('Words to search for: API names (ProductVariant, addItemToOrder) or a topic (custom fields, tax zones). Every word must match; the last may be a prefix.'),
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

/**
 * A heading hit has no text of its own: show the start of the first
 * paragraph under it (a page's title is followed by its description), as
 * long as the search page's snippets.
 */
function textUnderHeading(entries: DocsBuild['index']['entries'], heading: number, request: DocSearchRequest): string {
  const [page, level] = entries[heading];
  for (let i = heading + 1; i < entries.length && entries[i][0] === page; i++) {
    const [, entryLevel, text, , parent] = entries[i];
    if (entryLevel === 0 && parent === heading) {
      return marked(plainText(snippet(text, new Set(), [], request.highlight_affix_num_tokens!, request.snippet_threshold!).value), text);
    }
    if (entryLevel > 0 && entryLevel <= level) break;
  }
  return '';
}

/**
 * The index as the query engine sees it for one section: pages outside it get
 * a language no request asks for, so the engine's own language filter drops
 * them during the search. Scores are still those of the whole index (the
 * filter applies after scoring), so the section's results keep the order
 * they have on the site, and only they are highlighted and counted; when
 * none matches exactly, the engine's fallbacks (typos, then any one word)
 * look within the section too.
 */
function sectionView(index: LoadedIndex, pages: ReadonlySet<number>): LoadedIndex {
  const hidden = (page: IndexedPage): IndexedPage => [page[0], page[1], 'outside-section', page[3], page[4]];
  return { miniSearch: index.miniSearch, file: { ...index.file, pages: index.file.pages.map((page, i) => (pages.has(i) ? page : hidden(page))) } };
}

/**
 * Searches the build's embedded index with the site's own query engine and
 * request (that of the search page), so results and their order are those a
 * reader gets; a section keeps the site's order among its pages.
 */
export function searchDocs(build: DocsBuild, sidebars: Sidebar[], siteUrl: string, input: SearchDocsInput): SearchDocsResult {
  const query = input.query.trim();
  if (!query) throw new InputError(QUERY_EMPTY);
  const limit = input.limit ?? DEFAULT_LIMIT;
  const sectionName = input.section?.trim();
  const section = sectionName ? pagesOfSection(sectionName, build.index, sidebars) : undefined;
  const { entries, pages } = build.index;
  const request = searchPageRequest(query, SITE_FILTER, 'vendure-docs', 1, limit);
  const { hits, nbHits } = runQuery(section ? sectionView(build.search(), section.pages) : build.search(), request, siteUrl);
  const entryOf = (hit: DocSearchHit) => Number(hit.objectID);
  return {
    query,
    ...(section ? { section: section.name } : {}),
    total: nbHits,
    // Nothing in the section: say whether widening the search would help.
    ...(section && nbHits === 0 ? { totalAllSections: runQuery(build.search(), { ...request, per_page: 1 }, siteUrl).nbHits } : {}),
    results: hits.map((hit) => {
      const id = entryOf(hit);
      const [page, level, , , parent] = entries[id];
      const [pagePath, lvl0] = pages[page];
      const sidebar = sidebarOf(pagePath, sidebars);
      const content = hit._snippetResult.content?.value;
      return {
        hierarchy: ancestorsOf(entries, level > 0 ? id : parent),
        ...(sidebar ? { sidebar } : {}),
        section: lvl0,
        url: hit.url,
        markdownUrl: markdownUrlOf(pagePath, siteUrl),
        snippet: content === undefined ? textUnderHeading(entries, id, request) : marked(plainText(content), entries[id][2]),
      };
    }),
  };
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
    const place = [hit.sidebar, hit.section].filter((part) => part && part !== hit.hierarchy[0]).join(' › ');
    lines.push(`${i + 1}. ${hit.hierarchy.join(' › ') || hit.section}${place ? ` (${place})` : ''}`);
    lines.push(`   ${hit.url}`);
    lines.push(`   Markdown: ${hit.markdownUrl}`);
    if (hit.snippet) lines.push(`   ${hit.snippet}`);
  });
  lines.push('', 'read_page returns the whole Markdown of a page: pass it the URL.');
  return lines.join('\n');
}
