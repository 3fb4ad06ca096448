import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stripModulePaths: (source: string) => string = require('./strip-module-paths.cjs');

describe('stripModulePaths', () => {
  it('empties the module path of every registry entry and keeps loaders and weak ids', () => {
    const registry = `export default {
  "00afe743": [() => import(/* webpackChunkName: "00afe743" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],};`;
    assert.equal(
      stripModulePaths(registry),
      `export default {
  "00afe743": [() => import(/* webpackChunkName: "00afe743" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")],
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],};`,
    );
  });
});
