import path from 'node:path';

/**
 * Folders of the browser-side packages whose `require('tslib')` gets
 * tslib-import-default.ts: each package's `lib/`, where its entry point is,
 * with a trailing separator (a bundler rule's path prefix).
 */
export const TSLIB_IMPORT_DEFAULT_USERS = ['@docusaurus/utils-common', 'docusaurus-theme-search-typesense'].map((name) => `${path.dirname(require.resolve(name))}${path.sep}`);
