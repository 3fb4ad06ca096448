import { GraphQLTypesLoader } from '@nestjs/graphql';
import {
  DefaultSearchPlugin,
  VENDURE_ADMIN_API_TYPE_PATHS,
  VENDURE_SHOP_API_TYPE_PATHS,
  defaultConfig,
  getFinalVendureSchema,
  mergeConfig,
} from '@vendure/core';

export type ApiType = 'admin' | 'shop';

/** The final Admin and Shop schemas as SDL, exactly as a default Vendure server exposes them. */
export type SchemaSdl = Record<ApiType, string>;

/**
 * Builds both final schemas from the pinned `@vendure/core`, with the default
 * config plus DefaultSearchPlugin (it adds the `search` query every default
 * project has). No database is opened. SDL, not schema objects, crosses this
 * boundary so that a second copy of `graphql` in node_modules cannot conflict.
 */
export async function loadVendureSchemaSdl(): Promise<SchemaSdl> {
  const config = mergeConfig(defaultConfig, {
    dbConnectionOptions: { type: 'sqljs' },
    plugins: [DefaultSearchPlugin],
  });
  const build = (apiType: ApiType, typePaths: string[]) =>
    getFinalVendureSchema({ config, typePaths, typesLoader: new GraphQLTypesLoader(), apiType, output: 'sdl' });
  return {
    admin: await build('admin', VENDURE_ADMIN_API_TYPE_PATHS),
    shop: await build('shop', VENDURE_SHOP_API_TYPE_PATHS),
  };
}
