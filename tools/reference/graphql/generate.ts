import { categoryJson } from '../render/front-matter';
import type { SchemaSdl } from '../inputs/graphql-schemas';
import type { EmittedFile } from '../emit';
import type { ApiModel, ApiType } from './model';
import { readApi } from './read';
import { API_LABELS, type GraphqlRenderContext, renderApiIndex, renderEntries, renderGraphqlIndex, renderSplitIndex } from './render';
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
    { path: 'docs/reference/graphql-api/_category_.json', content: categoryJson('GraphQL API', 4) },
    { path: 'docs/reference/graphql-api/index.mdx', content: renderGraphqlIndex(version) },
  ];
  const coverage = {} as GraphqlReference['coverage'];
  const unresolved: string[] = [];
  const anchors = new Map<string, Set<string>>();
  let pages = 0;
  (['admin', 'shop'] as const).forEach((api, apiIndex) => {
    const model = readApi(api, sdl[api]);
    coverage[api] = coverageOf(model);
    const { pages: planned, hrefs } = planGraphqlRoutes(model);
    const context: GraphqlRenderContext = { api, hrefs, types: new Map(model.types.map((t) => [t.name, t])), version, unresolved };
    for (const href of hrefs.values()) {
      const [route, anchor] = href.split('#');
      anchors.set(route, (anchors.get(route) ?? new Set()).add(anchor));
    }
    for (const page of planned) anchors.set(page.route, anchors.get(page.route) ?? new Set());
    const dir = `docs/reference/graphql-api/${api}`;
    files.push({ path: `${dir}/_category_.json`, content: categoryJson(API_LABELS[api], apiIndex + 1) });
    files.push({ path: `${dir}/index.mdx`, content: renderApiIndex(api, planned, version) });
    planned.forEach((page, index) => {
      const base = `${dir}/${page.pageKind}`;
      if (page.parts.length === 0) {
        files.push({ path: `${base}.mdx`, content: renderEntries(page, page.items, index + 1, context) });
        pages++;
        return;
      }
      files.push({ path: `${base}/_category_.json`, content: categoryJson(PAGE_TITLES[page.pageKind], index + 1) });
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
