import type { ApiModel, ApiType, FieldModel, NamedTypeModel } from './model';

export type GraphqlPageKind = 'queries' | 'mutations' | 'object-types' | 'input-types' | 'enums';

/** One entry of a page: a type, or a query/mutation field. */
export type GraphqlItem = { kind: 'type'; type: NamedTypeModel } | { kind: 'operation'; field: FieldModel; operation: 'query' | 'mutation' };

export interface GraphqlPage {
  api: ApiType;
  pageKind: GraphqlPageKind;
  /** The SPEC route, e.g. `/reference/graphql-api/admin/object-types`. */
  route: string;
  /** Per-letter sub-pages when the page is split; empty when the items are on the page itself. */
  parts: { letter: string; route: string; items: GraphqlItem[] }[];
  items: GraphqlItem[];
}

/** Pages with more entries than this are split into one sub-page per initial letter. */
export const SPLIT_ABOVE = 40;

export const PAGE_TITLES: Record<GraphqlPageKind, string> = {
  queries: 'Queries',
  mutations: 'Mutations',
  'object-types': 'Object types',
  'input-types': 'Input types',
  enums: 'Enums',
};

const itemName = (item: GraphqlItem) => (item.kind === 'type' ? item.type.name : item.field.name);

/** The heading id of an entry: its name in lower case (GraphQL names are unique per API). */
export function anchorOf(name: string): string {
  return name.toLowerCase();
}

/** A field's anchor inside its type's entry, e.g. `order.lines`: a `.` never occurs in a type's anchor. */
export function fieldAnchorOf(typeName: string, fieldName: string): string {
  return `${anchorOf(typeName)}.${fieldName.toLowerCase()}`;
}

/** Which page a named type is documented on. */
export function pageKindOfType(type: NamedTypeModel): GraphqlPageKind {
  if (type.kind === 'input') return 'input-types';
  if (type.kind === 'enum') return 'enums';
  return 'object-types';
}

/**
 * Decides the ten pages of one API and, for long pages, their per-letter
 * parts. Returns the link of every entry so render never guesses a URL.
 */
export function planGraphqlRoutes(model: ApiModel): { pages: GraphqlPage[]; hrefs: Map<string, string> } {
  const base = `/reference/graphql-api/${model.api}`;
  const byKind = new Map<GraphqlPageKind, GraphqlItem[]>([
    ['queries', model.queries.map((field) => ({ kind: 'operation', field, operation: 'query' }))],
    ['mutations', model.mutations.map((field) => ({ kind: 'operation', field, operation: 'mutation' }))],
    ['object-types', []],
    ['input-types', []],
    ['enums', []],
  ]);
  for (const type of model.types) byKind.get(pageKindOfType(type))!.push({ kind: 'type', type });

  const pages: GraphqlPage[] = [];
  const hrefs = new Map<string, string>();
  for (const [pageKind, items] of byKind) {
    const route = `${base}/${pageKind}`;
    const parts: GraphqlPage['parts'] = [];
    if (items.length > SPLIT_ABOVE) {
      for (const item of items) {
        const letter = itemName(item)[0].toLowerCase();
        let part = parts.find((p) => p.letter === letter);
        if (!part) parts.push((part = { letter, route: `${route}/${letter}`, items: [] }));
        part.items.push(item);
      }
    }
    for (const item of items) {
      const where = parts.find((p) => p.items.includes(item))?.route ?? route;
      const key = item.kind === 'type' ? item.type.name : `${item.operation}:${item.field.name}`;
      hrefs.set(key, `${where}#${anchorOf(itemName(item))}`);
    }
    pages.push({ api: model.api, pageKind, route, parts, items });
  }
  return { pages, hrefs };
}
