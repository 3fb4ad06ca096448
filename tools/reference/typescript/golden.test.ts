import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { type RenderContext, renderPage } from './render';
import { readDeclarations } from './read';
import { planRoutes } from './routes';
import type { DeclarationModel } from './model';

/**
 * Golden tests: a small fixture package → model JSON → MDX. After an intended
 * change, run with UPDATE_GOLDEN=1 and review the diff of __fixtures__/expected.
 */
const fixtures = path.join(__dirname, '__fixtures__');
const expectedDir = path.join(fixtures, 'expected');
const update = process.env.UPDATE_GOLDEN === '1';

function golden(name: string, actual: string) {
  const file = path.join(expectedDir, name);
  if (update) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, actual);
  }
  assert.equal(actual, readFileSync(file, 'utf8'), `${name} differs from the golden file`);
}

describe('TypeScript reference from a fixture package', () => {
  const dir = path.join(fixtures, 'shop-lib');
  // dist/checkout.* is compiled from src/checkout.ts with its source map, as a published package ships it.
  const declarationFiles = ['index.d.ts', 'dist/checkout.d.ts'].map((file) => path.join(dir, file));
  const read = readDeclarations([{ name: '@fixture/shop-lib', version: '1.2.3', dir, declarationFiles }]);
  const routes = planRoutes(read.declarations);

  it('reads the model', () => {
    golden('model.json', `${JSON.stringify(read, null, 2)}\n`);
  });

  it('renders the pages', () => {
    const context = contextOf(read.declarations, routes);
    for (const page of routes.sections.flatMap((s) => s.pages)) {
      golden(`${page.route.replace('/reference/', '')}.mdx`, renderPage(page, context));
    }
    assert.deepEqual(context.unresolved, []);
  });
});

/**
 * Published sources (the Dashboard's): React components get a props table, a
 * hook's inferred return type is shown, an arrow function reads as a function,
 * and the package's import alias resolves.
 */
describe('TypeScript reference from a fixture package of React sources', () => {
  const dir = path.join(fixtures, 'ui-lib');
  const sources = ['format.ts', 'rating.tsx'].map((file) => path.join(dir, 'src/lib', file));
  const read = readDeclarations([{ name: '@fixture/ui-lib', version: '0.4.0', dir, declarationFiles: sources, paths: { '@/fx/*': [path.join(dir, 'src/lib/*')] } }]);
  const routes = planRoutes(read.declarations);

  it('reads the model', () => {
    golden('ui-lib/model.json', `${JSON.stringify(read, null, 2)}\n`);
  });

  it('renders the pages', () => {
    const context = contextOf(read.declarations, routes);
    for (const page of routes.sections.flatMap((s) => s.pages)) {
      golden(`ui-lib/${page.route.replace('/reference/', '')}.mdx`, renderPage(page, context));
    }
    assert.deepEqual(context.unresolved, []);
  });
});

function contextOf(declarations: DeclarationModel[], routes: ReturnType<typeof planRoutes>): RenderContext {
  return {
    declarations: new Map(declarations.map((d) => [d.id, d])),
    targets: routes.targets,
    authoredRoutes: new Set(),
    indexRoutes: new Set(),
    otherAnchors: new Map(),
    unresolved: [],
    repoUrl: 'https://example.test/repo',
  };
}
