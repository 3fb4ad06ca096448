import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Adds routes that exist only to let browser tests reach states a healthy page
 * never shows (the crash screen, the theme parts no page of the site shows).
 * Loaded only when DOCS_TEST_FIXTURES=true.
 */
export default function testFixturesPlugin(): Plugin {
  return {
    name: 'vendure-docs-test-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: '/__test__/crash',
        component: path.resolve(__dirname, '../../tests/fixtures/crash-page/index.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__test__/on-demand',
        component: path.resolve(__dirname, '../../tests/fixtures/on-demand-page/index.tsx'),
        exact: true,
      });
    },
  };
}
