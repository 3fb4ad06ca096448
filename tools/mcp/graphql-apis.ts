import { buildSchema, type GraphQLSchema } from 'graphql';
import type { ApiModel, ApiType, FieldModel, NamedTypeModel } from '../reference/graphql/model';
import { readApi } from '../reference/graphql/read';
import { fieldAnchorOf, planGraphqlRoutes } from '../reference/graphql/routes';
import { BuildFileNotFoundError, type DocsBuild } from './docs-build';
import { API_NAMES, GRAPHQL_SCHEMA_FILES, versionOfSchemaFile } from '../reference/graphql/published-schemas';
import { InputError } from './input-error';

/** One API of the build's published schemas: the schema to validate against, its model, and where the reference documents each item. */
export interface GraphqlApi {
  api: ApiType;
  /** `Shop API`, `Admin API`. */
  name: string;
  /** The Vendure version the schema file names. */
  version: string;
  schema: GraphQLSchema;
  model: ApiModel;
  types: ReadonlyMap<string, NamedTypeModel>;
  queries: ReadonlyMap<string, FieldModel>;
  mutations: ReadonlyMap<string, FieldModel>;
  /** Reference routes with their anchor (`/reference/graphql-api/shop/object-types/o#order`), by type name and by `query:name` / `mutation:name`. */
  hrefs: ReadonlyMap<string, string>;
}

export type GraphqlApis = Record<ApiType, GraphqlApi>;

export const API_TYPES = ['shop', 'admin'] as const satisfies readonly ApiType[];

/** The other API, for "it is in the Admin API" hints. */
export const otherApi = (api: ApiType): ApiType => (api === 'shop' ? 'admin' : 'shop');

/** The reference link of a field of a type: its row in the type's entry. */
export function fieldHrefOf(api: GraphqlApi, typeName: string, fieldName: string): string | undefined {
  const typeHref = api.hrefs.get(typeName);
  return typeHref && `${typeHref.split('#')[0]}#${fieldAnchorOf(typeName, fieldName)}`;
}

function apiOf(api: ApiType, text: string): GraphqlApi {
  const model = readApi(api, text);
  return {
    api,
    name: API_NAMES[api],
    version: versionOfSchemaFile(text) ?? 'unknown',
    schema: buildSchema(text),
    model,
    types: new Map(model.types.map((t) => [t.name, t])),
    queries: new Map(model.queries.map((f) => [f.name, f])),
    mutations: new Map(model.mutations.map((f) => [f.name, f])),
    // The reference's own route plan, so each link is the one the pages were generated with.
    hrefs: planGraphqlRoutes(model).hrefs,
  };
}

type SchemaSource = Pick<DocsBuild, 'readText'>;

/** One loader per build: the hosted endpoint makes a server per request (tools/mcp/http-server.ts), and reading the schemas takes ~0.4 s of CPU. */
const loaders = new WeakMap<SchemaSource, () => Promise<GraphqlApis>>();

/**
 * Reads both schemas from the build on first use and keeps them, for every
 * server over that build. A build without them (made before they were
 * published) is an error result that says to rebuild; a failed read is
 * tried again on the next call.
 */
export function graphqlApisOf(build: SchemaSource): () => Promise<GraphqlApis> {
  let loader = loaders.get(build);
  if (!loader) {
    loader = apisLoader(build);
    loaders.set(build, loader);
  }
  return loader;
}

function apisLoader(build: SchemaSource): () => Promise<GraphqlApis> {
  let loading: Promise<GraphqlApis> | undefined;
  const load = async (): Promise<GraphqlApis> => {
    // Settled in API order, so a build missing both files names the same one every time, whichever read fails first.
    const reads = await Promise.allSettled(API_TYPES.map((api) => build.readText(GRAPHQL_SCHEMA_FILES[api])));
    const texts = reads.map((read, i) => {
      if (read.status === 'fulfilled') return read.value;
      if (!(read.reason instanceof BuildFileNotFoundError)) throw read.reason;
      throw new InputError(`This docs build has no GraphQL schema (${GRAPHQL_SCHEMA_FILES[API_TYPES[i]]}): it was built before the schemas were published with the site. Rebuild it (npm run build).`);
    });
    return { shop: apiOf('shop', texts[0]), admin: apiOf('admin', texts[1]) };
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
