/**
 * The one place that reads `process.env`. Everything else imports these typed
 * flags, so a reader can see every knob the build has in one file.
 */

/** True when the build includes test-only fixture routes (e.g. a page that crashes on demand). */
export const withTestFixtures = process.env.DOCS_TEST_FIXTURES === 'true';

/** Typesense search settings; `undefined` until a cluster is configured at build time. */
export interface TypesenseEnv {
  hosts: string[];
  protocol: 'http' | 'https';
  port: number;
  collection: string;
  searchApiKey: string;
}

function readTypesense(env: NodeJS.ProcessEnv): TypesenseEnv | undefined {
  const hosts = (env.TYPESENSE_HOST ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (hosts.length === 0) {
    return undefined;
  }
  const protocol = env.TYPESENSE_PROTOCOL === 'http' ? 'http' : 'https';
  return {
    hosts,
    protocol,
    port: Number(env.TYPESENSE_PORT ?? 443),
    collection: env.TYPESENSE_COLLECTION ?? 'vendure-docs',
    searchApiKey: env.TYPESENSE_SEARCH_API_KEY ?? '',
  };
}

export const typesense = readTypesense(process.env);
