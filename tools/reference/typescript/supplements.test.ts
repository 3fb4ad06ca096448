import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { Supplement } from '../supplements';
import type { PackageInput } from './inputs';
import { readDeclarations } from './read';
import { SupplementedComments } from './supplements';

const dir = mkdtempSync(path.join(tmpdir(), 'supplements-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const file = path.join(dir, 'cli.d.ts');
writeFileSync(
  file,
  ['export declare function seed(count: number, label?: string): Promise<void>;', 'export declare function other(): void;', ''].join('\n'),
);
const pkg: PackageInput = { name: '@fixture/cli', version: '2.0.0', dir, declarationFiles: [file] };
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
