import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { metaDescription } from './meta-description';
import type { DeclarationModel, MemberModel } from './model';

const member = (name: string, kind: MemberModel['kind'], type: MemberModel['type']): MemberModel => ({ name, kind, type, optional: false, readonly: false, static: false, description: '', examples: [], experimental: false });

function declaration(name: string, kind: DeclarationModel['kind'], signature: string, members: MemberModel[] = [], description = ''): DeclarationModel {
  return { id: `@x/lib:${name}`, name, kind, packageName: '@x/lib', packageVersion: '1.0.0', file: 'index.d.ts', category: 'c', weight: 10, signature: [{ text: signature }], members, description, examples: [], experimental: false };
}

describe('metaDescription', () => {
  const parseResult = declaration('ParseResult', 'type', 'type ParseResult = null | { id: string; }');
  const strategy = declaration('KeyStrategy', 'interface', 'interface KeyStrategy', [member('parse', 'method', [{ text: 'ParseResult', targetId: parseResult.id }, { text: ' | undefined' }])]);
  const generic = declaration('ActionConfig', 'interface', 'interface ActionConfig<T extends Args, U extends (x: T) => void> extends BaseConfig<T, U>', [member('execute', 'method', [])]);
  const context = { declarations: new Map([parseResult, strategy, generic].map((d) => [d.id, d])) };

  it("uses the doc comment's first sentence when there is one", () => {
    assert.equal(metaDescription(declaration('A', 'class', 'class A', [], 'Does a thing. And more.'), context), 'Does a thing.');
  });

  it('says which method returns a type, and what a short alias stands for', () => {
    assert.equal(metaDescription(parseResult, context), 'The type that KeyStrategy.parse() returns in @x/lib: null | { id: string; }.');
  });

  it('reads heritage after the type parameters, arrows in constraints included, with the right article', () => {
    assert.equal(metaDescription(generic, context), 'An interface in @x/lib: extends BaseConfig<T, U>; member execute.');
  });
});
