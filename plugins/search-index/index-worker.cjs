// Builds the embedded search index off the main thread (see index.ts). This file is plain
// CommonJS because a worker does not inherit Docusaurus's TypeScript loader: it loads the
// indexer through the same loader Docusaurus uses for the site's config (jiti, resolved from
// @docusaurus/utils, whose dependency it is) and its transpilation cache.
const { parentPort, workerData } = require('node:worker_threads');

const jitiPath = require.resolve('jiti', { paths: [require.resolve('@docusaurus/utils')] });
const load = require(jitiPath)(__filename, { cache: true, interopDefault: true });
const { writeEmbeddedIndex } = load('../../tools/search/embedded/write-index.ts');

const { buildDir, siteUrl, siteTitle } = workerData;
parentPort.postMessage(writeEmbeddedIndex(buildDir, siteUrl, siteTitle));
