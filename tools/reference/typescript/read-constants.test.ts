import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { readDeclarations } from './read';

const dir = mkdtempSync(path.join(tmpdir(), 'read-constants-'));
after(() => rmSync(dir, { recursive: true, force: true }));

it('documents the properties of a constant typed as an object literal, each with its own comment', () => {
  const file = path.join(dir, 'scopes.d.ts');
  writeFileSync(
    file,
    [
      '/**',
      ' * @description Ready-made scopes.',
      ' * @docsCategory settings',
      ' */',
      'export declare const Scopes: {',
      '    /**',
      '     * @description',
      '     * One value for everyone.',
      '     */',
      '    global: () => string;',
      '    /** @description One value per user. */',
      '    user: (ctx: { userId: string }) => string;',
      '};',
      '',
    ].join('\n'),
  );
  const { declarations } = readDeclarations([{ name: '@fixture/scopes', version: '1.0.0', dir, declarationFiles: [file] }]);
  assert.deepEqual(
    declarations[0].members.map((m) => [m.name, m.kind, m.type.map((t) => t.text).join(''), m.description]),
    [
      ['global', 'property', '() => string', 'One value for everyone.'],
      ['user', 'property', '(ctx: { userId: string }) => string', 'One value per user.'],
    ],
  );
});
