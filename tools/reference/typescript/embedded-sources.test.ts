import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { declarationCacheDir, ensureDeclarationOnlyPackages } from './declaration-only-packages';
import { EmbeddedSources, readEmbeddedSources } from './embedded-sources';

const root = path.resolve(__dirname, '../../..');
const adminUi = path.join(declarationCacheDir(root), '@vendure/admin-ui');
const locate = (file: string, name: string) => new EmbeddedSources().locate(path.join(adminUi, file), adminUi, name);

/** The published @vendure/admin-ui 3.7.3, whose `fesm2022/*.mjs.map` files embed its sources. */
describe('declarations found in the sources a bundle map embeds', () => {
  before(() => ensureDeclarationOnlyPackages(root));

  it('names each embedded source by its path in the repository folder, from `src/lib/` on', () => {
    const sources = readEmbeddedSources(adminUi);
    assert.ok(sources.has('src/lib/core/src/providers/alerts/alerts.service.ts'));
    assert.ok(sources.has('src/lib/react/src/react-components/Card.tsx'));
    assert.ok([...sources.keys()].every((p) => p.startsWith('src/lib/')));
  });

  it("links a decorated class to its `export class` line, not its decorator's", () => {
    // base-list.component.ts at v3.7.3: `@Directive()` is line 43, an eslint comment 44, `export class BaseListComponent<…>` line 45.
    assert.deepEqual(locate('core/common/base-list.component.d.ts', 'BaseListComponent'), { path: 'src/lib/core/src/common/base-list.component.ts', line: 45 });
  });

  it('gives interfaces and type aliases, which compile to nothing, their line too', () => {
    assert.deepEqual(locate('core/providers/alerts/alerts.service.d.ts', 'AlertConfig'), { path: 'src/lib/core/src/providers/alerts/alerts.service.ts', line: 63 });
    assert.deepEqual(locate('core/common/base-list.component.d.ts', 'ListQueryFn'), { path: 'src/lib/core/src/common/base-list.component.ts', line: 20 });
  });

  it('finds a React component in its `.tsx` source, past an `export function` inside its doc comment', () => {
    // Card.tsx: the doc comment's example has `export function MyComponent()` on line 11; `export function Card(` is line 22.
    assert.deepEqual(locate('react/react-components/Card.d.ts', 'Card'), { path: 'src/lib/react/src/react-components/Card.tsx', line: 22 });
  });

  it('gives the file alone for a name its source does not declare', () => {
    assert.deepEqual(locate('core/providers/alerts/alerts.service.d.ts', 'NotDeclaredHere'), { path: 'src/lib/core/src/providers/alerts/alerts.service.ts' });
  });

  it('knows nothing of a file of types only, which no bundle includes', () => {
    assert.equal(locate('core/common/deactivate-aware.d.ts', 'DeactivateAware'), undefined);
  });
});
