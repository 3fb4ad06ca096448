import { loadVendureSchemaSdl } from './graphql-schemas';

/** Prints both final schemas as JSON, for `loadVendureSchemaSdlAside` (graphql-schemas-aside.ts). */
loadVendureSchemaSdl().then(
  (sdl) => process.stdout.write(JSON.stringify(sdl)),
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
