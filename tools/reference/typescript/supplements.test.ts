import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Supplement } from '../supplements';
import { readDeclarations } from './read';
import { SupplementedComments } from './supplements';
import { tempPackage } from './temp-package';

const pkg = tempPackage('@fixture/cli', '2.0.0', {
  'cli.d.ts': ['export declare function seed(count: number, label?: string): Promise<void>;', 'export declare function other(): void;', ''].join('\n'),
});
const file = pkg.declarationFiles[0];
const dir = pkg.dir;
const supplement: Supplement = {
  packageName: '@fixture/cli',
  file: 'cli.d.ts',
  name: 'seed',
  reviewed: '@fixture/cli@2.0.0',
  comment: '/**\n * @description\n * Writes `count` rows.\n *\n * @docsCategory data\n */',
  evidence: ['cli.js:1'],
};

describe('SupplementedComments', () => {
  it('gives a supplemented declaration without a comment the supplement, and others their own', () => {
    const comments = new SupplementedComments([supplement]);
    assert.equal(comments.covers(pkg, file), true);
    assert.equal(comments.covers(pkg, path.join(dir, 'other.d.ts')), false);
    assert.equal(comments.commentFor(pkg, file, 'seed', undefined), supplement.comment);
    assert.equal(comments.commentFor(pkg, file, 'other', undefined), undefined);
  });

  it('fails when the package documents the declaration itself, or is another version', () => {
    assert.throws(() => new SupplementedComments([supplement]).commentFor(pkg, file, 'seed', '/** Own. */'), /doc comment of its own/);
    assert.throws(() => new SupplementedComments([supplement]).commentFor({ ...pkg, version: '2.1.0' }, file, 'seed', undefined), /checked against @fixture\/cli@2\.0\.0/);
  });

  it('fails for a supplement whose declaration is gone, only for the packages being read', () => {
    const comments = new SupplementedComments([{ ...supplement, name: 'removed' }]);
    assert.throws(() => comments.assertAllUsed([pkg]), /not found: @fixture\/cli cli\.d\.ts#removed/);
    assert.doesNotThrow(() => comments.assertAllUsed([{ ...pkg, name: '@fixture/elsewhere' }]));
  });

  it('makes the read stage document the declaration, its signature read from the .d.ts', () => {
    const { declarations } = readDeclarations([pkg], new SupplementedComments([supplement]));
    assert.deepEqual(
      declarations.map((d) => [d.id, d.category, d.description, d.signature.map((t) => t.text).join('')]),
      [['@fixture/cli:seed', 'data', 'Writes `count` rows.', 'function seed(count: number, label?: string): Promise<void>']],
    );
  });
});
