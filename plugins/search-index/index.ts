import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { SearchMode } from '../../config/search';
import { writeEmbeddedIndex } from '../../tools/search/embedded/write-index';

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
      const figures = writeEmbeddedIndex(outDir, siteConfig.url, siteConfig.title);
      const kB = (n: number) => (n < 100 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${Math.round(n / 1024)} KB`);
      console.log(
        `[search] Embedded index: ${figures.records} records from ${figures.pages} pages in ${figures.shards} term shards, ${kB(figures.bytes)} (${kB(figures.gzipBytes)} gzip) in all; ` +
          `a query fetches the manifest (${kB(figures.manifestGzip)}), shards of at most ${kB(figures.largestShardGzip)} and page fragments of at most ${kB(figures.largestFragmentGzip)} (gzip); ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
