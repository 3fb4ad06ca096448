import type { SchemaSdl } from '../inputs/graphql-schemas';
import { yamlString } from '../render/mdx-text';
import type { EmittedFile } from '../emit';
import type { ApiModel, ApiType } from './model';
import { readApi } from './read';
import { API_LABELS, type GraphqlRenderContext, renderEntries, renderSplitIndex } from './render';
import { PAGE_TITLES, planGraphqlRoutes } from './routes';

export interface GraphqlReference {
  files: EmittedFile[];
  /** Descriptions present / descriptions possible (types, fields, arguments, enum values), per API. */
  coverage: Record<ApiType, { documented: number; total: number }>;
  pages: number;
  unresolved: string[];
  /** Every generated route with the heading ids on it, for links from the TypeScript reference. */
  anchors: Map<string, Set<string>>;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function coverageOf(model: ApiModel): { documented: number; total: number } {
  const described = [
    ...model.types.map((t) => t.description),
    ...model.types.flatMap((t) => [...t.fields.flatMap((f) => [f.description, ...f.args.map((a) => a.description)]), ...t.values.map((v) => v.description)]),
    ...[...model.queries, ...model.mutations].flatMap((f) => [f.description, ...f.args.map((a) => a.description)]),
  ];
  return { documented: described.filter(Boolean).length, total: described.length };
}

/** schema → model → routes → render for both APIs; the ten SPEC pages and their letter parts. */
export function generateGraphqlReference(sdl: SchemaSdl, version: string): GraphqlReference {
  const files: EmittedFile[] = [
    { path: 'docs/reference/graphql-api/_category_.json', content: json({ label: 'GraphQL API', position: 4 }) },
    {
      path: 'docs/reference/graphql-api/index.mdx',
      content: [
        '---',
        'title: "GraphQL API"',
        `description: ${yamlString('The Admin API and the Shop API of a default Vendure server, generated from its final GraphQL schema.')}`,
        'custom_edit_url: null',
        `generated_from: ${yamlString(`@vendure/core@${version}`)}`,
        '---',
        '',
        'Both APIs as a default Vendure server exposes them (default configuration plus `DefaultSearchPlugin`). Plugins and custom fields in your project add to them.',
        '',
        `- [${API_LABELS.admin}](/reference/graphql-api/admin/): for the dashboard, back-office apps and scripts, served at \`/admin-api\` by default.`,
        `- [${API_LABELS.shop}](/reference/graphql-api/shop/): for storefronts, served at \`/shop-api\` by default.`,
        '',
      ].join('\n'),
    },
  ];
  const coverage = {} as GraphqlReference['coverage'];
  const unresolved: string[] = [];
  const anchors = new Map<string, Set<string>>();
  let pages = 0;
  (['admin', 'shop'] as const).forEach((api, apiIndex) => {
    const model = readApi(api, sdl[api]);
    coverage[api] = coverageOf(model);
    const { pages: planned, hrefs } = planGraphqlRoutes(model);
    const context: GraphqlRenderContext = { api, hrefs, version, unresolved };
    for (const href of hrefs.values()) {
      const [route, anchor] = href.split('#');
      anchors.set(route, (anchors.get(route) ?? new Set()).add(anchor));
    }
    for (const page of planned) anchors.set(page.route, anchors.get(page.route) ?? new Set());
    const dir = `docs/reference/graphql-api/${api}`;
    files.push({ path: `${dir}/_category_.json`, content: json({ label: API_LABELS[api], position: apiIndex + 1 }) });
    files.push({
      path: `${dir}/index.mdx`,
      content: [
        '---',
        `title: ${yamlString(API_LABELS[api])}`,
        `description: ${yamlString(`Every query, mutation and type of the Vendure ${API_LABELS[api]}.`)}`,
        'custom_edit_url: null',
        `generated_from: ${yamlString(`@vendure/core@${version}`)}`,
        '---',
        '',
        ...planned.map((p) => `- [${PAGE_TITLES[p.pageKind]}](${p.route}): ${p.items.length} entries`),
        '',
      ].join('\n'),
    });
    planned.forEach((page, index) => {
      const base = `${dir}/${page.pageKind}`;
      if (page.parts.length === 0) {
        files.push({ path: `${base}.mdx`, content: renderEntries(page, page.items, index + 1, context) });
        pages++;
        return;
      }
      files.push({ path: `${base}/_category_.json`, content: json({ label: PAGE_TITLES[page.pageKind], position: index + 1 }) });
      files.push({ path: `${base}/index.mdx`, content: renderSplitIndex(page, index + 1, context) });
      pages++;
      page.parts.forEach((part, partIndex) => {
        files.push({ path: `${base}/${part.letter}.mdx`, content: renderEntries(page, part.items, partIndex + 1, context, part.letter) });
        pages++;
      });
    });
  });
  return { files, coverage, pages, unresolved, anchors };
}
