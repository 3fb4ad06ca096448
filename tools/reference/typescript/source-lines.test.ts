import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import ts from 'typescript';
import { declarationCacheDir, ensureDeclarationOnlyPackages } from './declaration-only-packages';
import { SourceLines } from './source-lines';

const core = path.resolve(__dirname, '../../../node_modules/@vendure/core');
const locate = (file: string, name: string) => new SourceLines().locate(path.join(core, file), core, name);

/** The installed @vendure/core 3.7.3, whose `.js.map` files point into the repository's `src/`. */
describe('source lines of a real package', () => {
  it("maps a decorated class to its `export class` line through the compiled file's map", () => {
    // product.entity.ts at v3.7.3: the doc comment ends on line 25, `@Entity()` is line 26, `export class Product` line 27.
    assert.deepEqual(locate('dist/entity/product/product.entity.d.ts', 'Product'), { path: 'src/entity/product/product.entity.ts', line: 27 });
  });

  it('maps a constant that compiles to `exports.X = …`', () => {
    const location = locate('dist/config/default-config.d.ts', 'defaultConfig');
    assert.equal(location?.path, 'src/config/default-config.ts');
    assert.ok(location?.line && location.line > 1);
  });

  it('skips the `exports.a = exports.b = void 0` that only announces a constant', () => {
    const testing = path.resolve(core, '../testing');
    const location = new SourceLines().locate(path.join(testing, 'lib/config/test-config.d.ts'), testing, 'testConfig');
    assert.equal(location?.path, 'src/config/test-config.ts');
    assert.ok(location?.line && location.line > 3, `line ${location?.line}`);
  });

  it('gives an interface, which compiles to nothing, its file without a line', () => {
    assert.deepEqual(locate('dist/config/job-queue/job-queue-strategy.d.ts', 'JobQueueStrategy'), { path: 'src/config/job-queue/job-queue-strategy.ts' });
  });

  it('knows nothing of a declaration file without a compiled file beside it', () => {
    assert.equal(locate('dist/does-not-exist.d.ts', 'X'), undefined);
  });
});

/** The declaration-only packages, from the reference's cache. */
describe('source lines of the Admin UI and ui-devkit', () => {
  const root = path.resolve(__dirname, '../../..');
  const cache = declarationCacheDir(root);
  before(() => ensureDeclarationOnlyPackages(root));
  const statementOf = (file: string, name: string) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true).statements.find((s) => (s as ts.DeclarationStatement).name?.getText() === name)!;
  const of = (pkg: string, file: string, name: string) => {
    const dir = path.join(cache, pkg);
    const absolute = path.join(dir, file);
    return new SourceLines().of(statementOf(absolute, name), absolute, dir, name);
  };

  it('reads an Admin UI interface, which has no compiled file, from the sources its bundle map embeds', () => {
    assert.deepEqual(of('@vendure/admin-ui', 'core/providers/alerts/alerts.service.d.ts', 'AlertConfig'), { path: 'src/lib/core/src/providers/alerts/alerts.service.ts', line: 63 });
  });

  it("maps a ui-devkit function through the compiler's `.js.map`, and gives its interfaces the file", () => {
    // compile.js.map: the compiled `function compileUiExtensions(` comes from line 36 of src/compiler/compile.ts (it ships no source text to read).
    assert.deepEqual(of('@vendure/ui-devkit', 'compiler/compile.d.ts', 'compileUiExtensions'), { path: 'src/compiler/compile.ts', line: 36 });
    assert.deepEqual(of('@vendure/ui-devkit', 'compiler/types.d.ts', 'UiExtensionCompilerOptions'), { path: 'src/compiler/types.ts' });
  });
});
