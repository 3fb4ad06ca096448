import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { registryEntries, registryObject } = require('./registry-entries.cjs') as typeof import('./registry-entries.cjs');

const entry = (name: string) => `[() => import(/* webpackChunkName: "${name}" */ "@site/${name}.mdx"), "", require.resolveWeak("@site/${name}.mdx")]`;

describe('registryEntries', () => {
  it('reads every entry of the registry as Docusaurus 3.7 writes it, the last one closing the object', () => {
    const source = `export default {\n  "a1": ${entry('a1')},\n  "b2": ${entry('b2')},};\n`;
    const entries = registryEntries(source);
    assert.deepEqual([...entries.keys()], ['a1', 'b2']);
    assert.equal(entries.get('b2'), entry('b2'));
    assert.deepEqual(registryEntries(`export default ${registryObject(entries)};`), entries);
  });

  it('fails when an entry is not on a line of its own', () => {
    assert.throws(() => registryEntries(`export default { "a1": ${entry('a1')}, "b2": ${entry('b2')} };`), /read 0 of the registry's 2 entries/);
  });
});
