import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from '@docusaurus/types';
import type { SearchMode } from '../../config/search';
import type { IndexFigures } from '../../tools/search/embedded/write-index';

/**
 * Writes the index in a worker thread: Docusaurus runs the plugins' postBuild
 * steps together, and on the main thread this one (about 7 s for 1,000 pages)
 * would wait for the Markdown export and the redirects instead of running
 * beside them on the machine's other core.
 */
function writeIndexInWorker(buildDir: string, siteUrl: string, siteTitle: string): Promise<IndexFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'index-worker.cjs'), { workerData: { buildDir, siteUrl, siteTitle } });
    let figures: IndexFigures | undefined;
    worker.once('message', (message: IndexFigures) => (figures = message));
    worker.once('error', reject);
    worker.once('exit', (code) => (figures ? resolve(figures) : reject(new Error(`The search index worker stopped (exit code ${code}) without writing the index`))));
  });
}

/**
 * The embedded search mode's build side: after the production build it
 * writes the index from the built pages, and it drops the modal's "Search by
 * Typesense" credit, which only the hosted mode earns. In hosted mode the
 * cluster is filled by `npm run search:index` instead, so nothing is written.
 */
export default function searchIndexPlugin(mode: SearchMode): Plugin {
  return {
    name: 'vendure-docs-search-index',
    getClientModules() {
      return mode === 'embedded' ? [path.join(__dirname, 'embedded-modal.css')] : [];
    },
    async postBuild({ outDir, siteConfig }) {
      if (mode !== 'embedded') return;
      const started = performance.now();
      const figures = await writeIndexInWorker(outDir, siteConfig.url, siteConfig.title);
      const kB = (n: number) => (n < 100 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${Math.round(n / 1024)} KB`);
      console.log(
        `[search] Embedded index: ${figures.records} records from ${figures.pages} pages in ${figures.shards} term shards, ${kB(figures.bytes)} (${kB(figures.gzipBytes)} gzip) in all; ` +
          `a query fetches the manifest (${kB(figures.manifestGzip)}), shards of at most ${kB(figures.largestShardGzip)} and page fragments of at most ${kB(figures.largestFragmentGzip)} (gzip); ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
