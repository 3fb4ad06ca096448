import { existsSync } from 'node:fs';
import path from 'node:path';
import Typesense from 'typesense';
import { readTypesenseIndexer } from '../../config/env';
import { siteUrl } from '../../config/site';
import { collectRecords } from './collect';
import { describeTypesenseError, type TypesenseTarget } from './typesense/errors';
import { reindex } from './typesense/reindex';
import { createSearchKey } from './typesense/search-key';
import { pushStopwords, pushSynonyms, synonymRules } from './typesense/vocabulary';

/** Something text can be written to: `process.stdout`, or a collector in tests. */
export interface TextSink {
  write(text: string): unknown;
}

/** Everything `npm run search:index` depends on, passed in so tests can run it in-process. */
export interface IndexCliContext {
  env: NodeJS.ProcessEnv;
  /** Arguments after the script name; `--create-search-key` is the only one. */
  argv: string[];
  /** The production build to index, normally `build/`. */
  buildDir: string;
  stdout: TextSink;
  stderr: TextSink;
  /** Clock in milliseconds for the collection name; tests fix it. */
  now?: () => number;
}

const CREATE_SEARCH_KEY = '--create-search-key';

/**
 * `npm run search:index [-- --create-search-key]`: indexes the production
 * build into the Typesense cluster named by the environment, with the shared
 * stop words and synonyms (typesense/vocabulary.ts), then (with the flag)
 * creates the public search-only key. Resolves to the exit code; every
 * failure is one `search:index failed: …` line on stderr.
 */
export async function runIndexCli({ env, argv, buildDir, stdout, stderr, now }: IndexCliContext): Promise<number> {
  const started = performance.now();
  let target: TypesenseTarget | undefined;
  try {
    const unknown = argv.find((arg) => arg !== CREATE_SEARCH_KEY);
    if (unknown !== undefined) throw new Error(`unknown argument "${unknown}"; the only option is ${CREATE_SEARCH_KEY}.`);
    const settings = readTypesenseIndexer(env);
    target = { protocol: settings.protocol, hosts: settings.hosts, port: settings.port, adminApiKey: settings.adminApiKey };
    const { pages, records } = readBuild(buildDir);

    const client = new Typesense.Client({
      nodes: settings.hosts.map((host) => ({ host, port: settings.port, protocol: settings.protocol })),
      apiKey: settings.adminApiKey,
      // Fail within seconds when a node is down, but try each node of a cluster once more.
      // (The client reads `numRetries: 0` as "use the default", hence at least 1.)
      connectionTimeoutSeconds: 10,
      numRetries: settings.hosts.length,
      retryIntervalSeconds: 0.5,
      // The client's own retry warnings would duplicate the one line we print on failure.
      logLevel: 'error',
    });
    // First, as it creates nothing to clean up: the site's searches name this set and fail while it is missing.
    const stopwords = await pushStopwords(client, settings.alias);
    const synonyms = synonymRules();
    const summary = await reindex(client, settings.alias, records, {
      now,
      log: (line) => stdout.write(`${line}\n`),
      prepare: (collection) => pushSynonyms(client, collection, synonyms),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const aliasMove = summary.previous ? `moved from "${summary.previous}" (deleted)` : 'created';
    stdout.write(
      `Search index: ${summary.imported} records from ${pages} pages in collection "${summary.collection}" ` +
        `with ${synonyms.length} synonym groups, stop words set "${stopwords}"; alias "${settings.alias}" ${aliasMove}; ${seconds} s\n`,
    );

    if (argv.includes(CREATE_SEARCH_KEY)) {
      const key = await createSearchKey(client, settings.alias);
      stdout.write(`Search-only key for "${settings.alias}" (public by design; set it as TYPESENSE_SEARCH_API_KEY for the site build): ${key}\n`);
    }
    return 0;
  } catch (error) {
    const message = target ? describeTypesenseError(error, target) : (error as Error).message;
    stderr.write(`search:index failed: ${message}\n`);
    return 1;
  }
}

/** Records of the production build; an empty or missing build is a mistake, not an empty index. */
function readBuild(buildDir: string): ReturnType<typeof collectRecords> {
  const build = existsSync(buildDir) ? collectRecords(buildDir, siteUrl, 'Vendure Docs') : { pages: 0, records: [] };
  if (build.pages === 0) throw new Error(`no built pages in ${buildDir}: run npm run build first.`);
  return build;
}

if (require.main === module) {
  void runIndexCli({
    env: process.env,
    argv: process.argv.slice(2),
    buildDir: path.resolve(__dirname, '../../build'),
    stdout: process.stdout,
    stderr: process.stderr,
  }).then((code) => {
    process.exitCode = code;
  });
}
