import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
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
