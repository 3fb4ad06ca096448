import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Makes the search button, its shortcuts and the mobile menu button work from
 * the first paint. A phone paints the page seconds before the app has loaded
 * and hydrated, and a tap meanwhile did nothing: now an inline script
 * remembers it (capture.js, hashed into the CSP like the theme's own inline
 * scripts) and the app does it once it has started (replay.ts).
 */
export default function earlyInputPlugin(): Plugin {
  const capture = readFileSync(path.join(__dirname, 'capture.js'), 'utf8')
    .replace(/^\s*\/\/.*\n/gm, '')
    .replace(/\n\s*/g, '');
  return {
    name: 'vendure-docs-early-input',
    getClientModules() {
      return [path.join(__dirname, 'replay.ts')];
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: capture }] };
    },
  };
}
