/**
 * The one place that reads `process.env`. Everything else imports these typed
 * flags, so a reader can see every knob the build has in one file.
 */

/** True when the build includes test-only fixture routes (e.g. a page that crashes on demand). */
export const withTestFixtures = process.env.DOCS_TEST_FIXTURES === 'true';

/** True when the build includes the growth bench's doubled pages (`npm run bench -- --double`, config/bench-double.ts). */
export const withBenchDouble = process.env.DOCS_BENCH_DOUBLE === 'true';

/**
 * The only pages under docs/ to build (`DOCS_ONLY`: folders or page files relative to docs/, comma-separated), as
 * globs of the docs plugin's `include`; `undefined` builds them all. For a test build that needs a few pages of each
 * section, not the whole site (the hosted-search build, tests/e2e/hosted).
 */
export const docsOnly = readDocsOnly(process.env.DOCS_ONLY);

export function readDocsOnly(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const entries = value.split(',').map((entry) => entry.trim().replace(/\/+$/, '')).filter(Boolean);
  const outside = entries.find((entry) => entry.startsWith('/') || entry.split('/').includes('..') || /[*?{}[\]]/.test(entry));
  if (outside) throw new Error(`DOCS_ONLY lists folders and pages relative to docs/, without wildcards; got "${outside}".`);
  return entries.map((entry) => (/\.mdx?$/.test(entry) ? entry : `${entry}/**/*.{md,mdx}`));
}

/** A Typesense cluster the site searches (hosted mode). */
export interface TypesenseEnv {
  hosts: string[];
  protocol: 'http' | 'https';
  port: number;
  collection: string;
  searchApiKey: string;
}

/** Variables that select hosted search; setting any of them means "use a cluster". */
const HOSTED_VARIABLES = ['TYPESENSE_HOST', 'TYPESENSE_COLLECTION', 'TYPESENSE_SEARCH_API_KEY', 'TYPESENSE_PROTOCOL', 'TYPESENSE_PORT'] as const;

/**
 * Hosted search settings, or `undefined` for the embedded index. A partial
 * configuration throws, naming what is missing or wrong: a site built half
 * configured would ship a search box that fails for every reader.
 * `TYPESENSE_ADMIN_API_KEY` is deliberately not read here: only the indexer
 * uses it, and nothing this module returns reaches the browser without it.
 */
export function readTypesense(env: NodeJS.ProcessEnv): TypesenseEnv | undefined {
  const given = HOSTED_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
  if (given.length === 0) {
    return undefined;
  }
  const missing = (['TYPESENSE_HOST', 'TYPESENSE_COLLECTION', 'TYPESENSE_SEARCH_API_KEY'] as const).filter((name) => !given.includes(name));
  if (missing.length > 0) {
    throw new Error(
      `Typesense search is partly configured: ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. ` +
        'Set all of TYPESENSE_HOST, TYPESENSE_COLLECTION and TYPESENSE_SEARCH_API_KEY for hosted search, or none of them for the embedded index.',
    );
  }
  const hosts = env.TYPESENSE_HOST!.split(',').map((h) => h.trim()).filter(Boolean);
  const badHost = hosts.find((h) => /[/:\s]/.test(h));
  if (badHost) {
    throw new Error(`TYPESENSE_HOST must list host names only (no scheme, port or path), comma-separated; got "${badHost}".`);
  }
  const protocol = (env.TYPESENSE_PROTOCOL ?? 'https').trim() || 'https';
  if (protocol !== 'http' && protocol !== 'https') {
    throw new Error(`TYPESENSE_PROTOCOL must be "https" or "http"; got "${protocol}".`);
  }
  const portText = (env.TYPESENSE_PORT ?? '443').trim() || '443';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`TYPESENSE_PORT must be a port number (1–65535); got "${portText}".`);
  }
  return {
    hosts,
    protocol,
    port,
    collection: env.TYPESENSE_COLLECTION!.trim(),
    searchApiKey: env.TYPESENSE_SEARCH_API_KEY!.trim(),
  };
}

/**
 * The site's hosted-search settings. A function, not a constant, so that the
 * indexer can import this module without the site's search key set.
 */
export function siteTypesense(): TypesenseEnv | undefined {
  return readTypesense(process.env);
}

/** What `npm run search:index` needs: the cluster and the admin key. */
export interface TypesenseIndexerEnv {
  hosts: string[];
  protocol: 'http' | 'https';
  port: number;
  /** The alias the site searches; each run indexes into a new `<alias>_<timestamp>` collection behind it. */
  alias: string;
  adminApiKey: string;
}

/**
 * Settings of the indexer, read on demand (never at import) so the site build
 * cannot pick the admin key up. The search-only key is not needed to index.
 */
export function readTypesenseIndexer(env: NodeJS.ProcessEnv): TypesenseIndexerEnv {
  const adminApiKey = (env.TYPESENSE_ADMIN_API_KEY ?? '').trim();
  const missing = ['TYPESENSE_HOST', 'TYPESENSE_COLLECTION'].filter((name) => (env[name] ?? '').trim() === '');
  if (!adminApiKey) missing.push('TYPESENSE_ADMIN_API_KEY');
  if (missing.length > 0) {
    throw new Error(`The search indexer needs ${missing.join(', ')} (see README, "Search").`);
  }
  // Reuse the site's validation of host, protocol and port; the search key is irrelevant here.
  const cluster = readTypesense({ ...env, TYPESENSE_SEARCH_API_KEY: env.TYPESENSE_SEARCH_API_KEY || 'unused-by-the-indexer' })!;
  return { hosts: cluster.hosts, protocol: cluster.protocol, port: cluster.port, alias: cluster.collection, adminApiKey };
}
