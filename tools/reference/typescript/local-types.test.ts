import assert from 'node:assert/strict';
import { it } from 'node:test';
import { readDeclarations } from './read';
import { planRoutes } from './routes';
import { tempPackage } from './temp-package';

it('documents the types a documented signature names: unexported ones in place, exported ones with a comment on a page of their own', () => {
  const pkg = tempPackage('@fixture/things', '1.0.0', {
    'index.d.ts': [
      'type Shape = { size: Size };',
      'type Size = number;',
      '/** Options of the thing. */',
      'export interface ThingOptions { name: string }',
      'export interface Plain { x: number }',
      '/**',
      ' * @description Hash of forms.',
      ' * @docsCategory things',
      ' */',
      'type FormHash = { a: string };',
      '/**',
      ' * @description Makes things; see {@link FormHash}.',
      ' * @docsCategory things',
      ' */',
      'export declare class Thing {',
      '    constructor(options: ThingOptions);',
      '    shape(): Shape;',
      '    plain: Plain;',
      '    private hidden: Size;',
      '}',
      'export {};',
      '',
    ].join('\n'),
  });
  const { declarations, skipped } = readDeclarations([pkg]);
  assert.deepEqual(skipped, []);
  assert.deepEqual(
    declarations.map((d) => [d.id, d.documentedFor]),
    [
      ['@fixture/things:Thing', undefined],
      ['@fixture/things:Thing.FormHash', { id: '@fixture/things:Thing', exported: false, category: 'things' }],
      ['@fixture/things:Thing.Shape', { id: '@fixture/things:Thing', exported: false }],
      ['@fixture/things:Shape.Size', { id: '@fixture/things:Thing.Shape', exported: false }],
      ['@fixture/things:ThingOptions', { id: '@fixture/things:Thing', exported: true }],
    ].sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
  const { targets } = planRoutes(declarations);
  const routeOf = (id: string) => targets.get(id)!.route;
  // In place: on the page of the declaration that uses them, nested ones too; an exported one on its own page.
  assert.equal(routeOf('@fixture/things:Thing.Shape'), routeOf('@fixture/things:Thing'));
  assert.equal(routeOf('@fixture/things:Shape.Size'), routeOf('@fixture/things:Thing'));
  assert.equal(routeOf('@fixture/things:ThingOptions'), '/reference/typescript-api/things/thing-options');
  // The names link; an exported type without a comment stays a plain name.
  const thing = declarations.find((d) => d.name === 'Thing')!;
  const linked = (member: string) => thing.members.find((m) => m.name === member)!.type.find((t) => t.targetId)?.targetId;
  assert.equal(linked('shape'), '@fixture/things:Thing.Shape');
  assert.equal(linked('plain'), undefined);
});

it('leaves a second unexported type of the same name on one page a plain name, so that headings stay unique', () => {
  const event = (name: string, input: string) =>
    ['type InputTypes = ' + input + ';', '/**', ' * @description An event.', ' * @docsCategory events', ' * @docsPage event-types', ' */', `export declare class ${name} { input: InputTypes }`, 'export {};', ''].join('\n');
  const pkg = tempPackage('@fixture/events', '1.0.0', { 'a.d.ts': event('AEvent', 'string[]'), 'b.d.ts': event('BEvent', 'undefined') });
  const { declarations } = readDeclarations([pkg]);
  assert.deepEqual(
    declarations.filter((d) => d.documentedFor).map((d) => d.id),
    ['@fixture/events:AEvent.InputTypes'],
  );
  const b = declarations.find((d) => d.name === 'BEvent')!;
  assert.equal(b.members[0].type.find((t) => t.targetId), undefined);
});
