import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import recmaPreloadCodeBlock from '../plugins/code-highlighting/recma';
import rehypeHighlightCode from '../plugins/code-highlighting/rehype';
import rehypeImageAlt from '../plugins/image-alt/rehype';
import rehypeResponsiveImages from '../plugins/responsive-images/rehype';
import rehypeScrollableTables from '../plugins/scrollable-tables/rehype';
import recmaKeptBlocks from '../plugins/server-rendered/recma';
import rehypeServerRendered from '../plugins/server-rendered/rehype';
import rehypeStackedTables from '../plugins/stacked-tables/rehype';
import { docsExclude } from './bench-double';
import { docsOnly, withBenchDouble } from './env';
import { oneLineReferenceSidebar } from './one-line-sidebar';
import { docsEditUrl } from './site';
import { codeHighlighting } from './theme';

/** The one docs plugin (id `default`): SPEC fixes the `docs-preferred-version-default` key. */
export const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator: oneLineReferenceSidebar,
  showLastUpdateTime: true,
  // The growth bench's copy of the site (config/bench-double.ts) is built only when asked for.
  exclude: docsExclude(withBenchDouble),
  // A partial test build (DOCS_ONLY, config/env.ts) takes only the pages it names.
  ...(docsOnly ? { include: docsOnly } : {}),
  // Only authored pages have a file to edit; generated reference pages opt out in their front matter.
  editUrl: ({ docPath }) => `${docsEditUrl}${docPath}`,
  // Fenced code is tokenized while building, so pages do not ship Prism (plugins/code-highlighting);
  // wide tables scroll inside a focusable region (plugins/scrollable-tables) and stack on phones (plugins/stacked-tables);
  // image alts are escaped once, not twice (plugins/image-alt); a screenshot with a 2× file beside it gets
  // srcset and opens full size on click (plugins/responsive-images, after image-alt, which looks for <img>);
  // last, every block that stays as it is gets its HTML kept as served instead of hydrated (plugins/server-rendered).
  rehypePlugins: [[rehypeHighlightCode, codeHighlighting], rehypeScrollableTables, rehypeStackedTables, rehypeImageAlt, rehypeResponsiveImages, rehypeServerRendered],
  // A page with code loads the code block's module with itself (plugins/code-highlighting);
  // what only kept blocks read leaves the page's module for one of its own, loaded only when the browser renders the page itself (plugins/server-rendered).
  recmaPlugins: [recmaPreloadCodeBlock, recmaKeptBlocks],
} satisfies DocsOptions;
