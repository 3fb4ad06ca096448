import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

/**
 * The Docusaurus files this plugin replaces or relies on, as of 3.7.0, and
 * what to re-check when one changes (a Docusaurus upgrade). A changed hash
 * is not necessarily a break: re-check, then record the new one.
 */
const PINNED: [file: string, sha256: string, recheck: string][] = [
  ['@docusaurus/core/lib/client/preload.js', '8c1e3de18d307e2f', 'preload.ts replaces it: same signature, same matching (both spellings of the path)'],
  ['@docusaurus/core/lib/client/docusaurus.js', 'b0d1dbdc1e3a706f', 'window-docusaurus.ts replaces it: prefetch/preload, fetched and loaded sets, chunk names by path'],
  ['@docusaurus/core/lib/client/clientEntry.js', 'a9d6514eaf79c05c', 'it must still await preload(location.pathname) before hydrating, and start-after-paint.ts requires it'],
  ['@docusaurus/core/lib/client/PendingNavigation.js', '1c489db32b5665b0', 'it must still await preload(pathname) before showing a navigation; if it now checks that the location it shows is the one it preloaded, latest-navigation.ts can go'],
  ['@docusaurus/core/lib/client/App.js', '167bceb070737783', 'it renders the top-level routes once: sections must stay below the top level'],
  ['@docusaurus/core/lib/client/normalizeLocation.js', '2759003e81bfa6c3', 'it matches routes before sections load: `.html` routes must stay in the main table (route-sections.cjs)'],
  ['@docusaurus/core/lib/client/exports/ComponentCreator.js', 'f7729c3b46c80a52', 'it reads the registry and routesChunkNames when a component is created, after its section has loaded'],
  ['@docusaurus/core/lib/client/exports/Link.js', 'adbaeb4401b1428c', 'links call window.docusaurus.prefetch in view and preload on hover'],
  ['@docusaurus/core/lib/server/codegen/codegenRoutes.js', '6bdf7133ebc411f9', 'the formats of routes.js, registry.js (one entry per line) and routesChunkNames.json that the loaders read'],
  ['@docusaurus/plugin-content-docs/lib/client/docsUtils.js', 'bea336c41dcabd0e', 'the docs root finds the page in route.routes when it renders (sections appended there)'],
];

describe('Docusaurus internals the client runtime patches', () => {
  for (const [file, sha256, recheck] of PINNED) {
    it(`${file} is the version this was written against`, () => {
      const actual = createHash('sha256').update(readFileSync(require.resolve(file))).digest('hex').slice(0, 16);
      assert.equal(actual, sha256, `${file} changed: re-check that ${recheck}`);
    });
  }
});
