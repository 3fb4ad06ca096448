import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { DocsBuild } from './docs-build';
import { registerGraphqlTools } from './graphql-tools';
import { InputError } from './input-error';
import { readPage, readPageInput, sectionNote } from './read-page';
import { describeSections, sidebarsOf } from './sections';
import { formatSearchResult, MAX_LIMIT, searchDocs, searchDocsInput, searchDocsOutput } from './search-docs';
import { version } from './version';

const INSTRUCTIONS =
  'The current documentation of Vendure, the open-source headless commerce framework (TypeScript, NestJS, GraphQL): ' +
  'developer guides, the API reference generated from the published @vendure/* packages, and the user guide for shop administrators. ' +
  'APIs change between versions, so prefer these pages to what you remember. Find pages with search_docs, then read a page, or the section a result names, with read_page. ' +
  'Look up the Shop and Admin GraphQL APIs with graphql_schema, and check an operation with validate_graphql before you use it.';

/** Bad input becomes an error result the assistant can act on; anything else is a fault, which the SDK also reports as one. */
async function answer(run: () => CallToolResult | Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InputError) return { isError: true, content: [{ type: 'text', text: error.message }] };
    console.error(error);
    throw error;
  }
}

/** The MCP server over one build: the tools `search_docs`, `read_page`, `graphql_schema` and `validate_graphql`. */
export function createDocsServer(build: DocsBuild, siteUrl: string): McpServer {
  const sidebars = sidebarsOf(build.manifest);
  const server = new McpServer({ name: 'vendure-docs', title: 'Vendure Docs', version }, { instructions: INSTRUCTIONS });

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Vendure docs',
      description:
        `Searches the Vendure docs (${siteUrl}) as the site's own search box does: the same results in the same order. ` +
        'Words are optional: results that hold more of them, and rarer ones, rank first, and a word also finds its other forms and small typos. ' +
        `Returns up to ${MAX_LIMIT} results, each with its page title and headings, the page URL (with the heading's anchor), the URL of the page's Markdown, and a snippet; ` +
        `pass a URL to read_page for the page, or, with its #anchor, that section. ${describeSections(sidebars)}`,
      inputSchema: searchDocsInput(sidebars),
      outputSchema: searchDocsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (input) =>
      answer(async () => {
        const result = await searchDocs(build, sidebars, siteUrl, input);
        return { content: [{ type: 'text', text: formatSearchResult(result) }], structuredContent: result };
      }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a Vendure docs page',
      description:
        `Returns the Markdown of one page of the Vendure docs (${siteUrl}): title, description, headings, code samples with their language, tables, and links as absolute URLs. ` +
        'Give the page URL or path a search_docs result names; with its #anchor (or anchor) just that section, from its heading to the next heading of the same or a higher level. ' +
        'An unknown page gets the closest routes, an unknown anchor the closest anchors of the page.',
      inputSchema: readPageInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ url, anchor }) =>
      answer(async () => {
        const page = await readPage(build, siteUrl, url, anchor);
        const notes = [
          ...(page.redirectedFrom ? [`${page.redirectedFrom} is an old route of ${page.route}; this is that page.`] : []),
          ...(page.section ? [sectionNote(page.route, page.section, page.markdown, siteUrl)] : []),
        ];
        return { content: [...notes.map((text) => ({ type: 'text' as const, text })), { type: 'text', text: page.markdown }] };
      }),
  );

  registerGraphqlTools(server, build, siteUrl, answer);
  return server;
}
