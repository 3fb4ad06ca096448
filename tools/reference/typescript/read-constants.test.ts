import assert from 'node:assert/strict';
import { it } from 'node:test';
import { readDeclarations } from './read';
import { tempPackage } from './temp-package';

it('documents the properties of a constant typed as an object literal, each with its own comment', () => {
  const pkg = tempPackage('@fixture/scopes', '1.0.0', {
    'scopes.d.ts': [
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
  });
  const { declarations } = readDeclarations([pkg]);
  assert.deepEqual(
    declarations[0].members.map((m) => [m.name, m.kind, m.type.map((t) => t.text).join(''), m.description]),
    [
      ['global', 'property', '() => string', 'One value for everyone.'],
      ['user', 'property', '(ctx: { userId: string }) => string', 'One value per user.'],
    ],
  );
});
