/**
 * The one tslib helper the browser-side CommonJS of @docusaurus/utils-common
 * and the Typesense search theme call (tslib-helpers.test.ts checks that it
 * stays the only one). They `require('tslib')`, which a bundler cannot
 * tree-shake: every page's first script carried all of tslib, 3.6 KB gzip,
 * to use this.
 */
export function __importDefault<Module>(mod: Module): Module | { default: Module } {
  return mod && (mod as { __esModule?: boolean }).__esModule ? mod : { default: mod };
}
