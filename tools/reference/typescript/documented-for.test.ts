import assert from 'node:assert/strict';
import { it } from 'node:test';
import { documentedForNote } from './documented-for';
import { declarationFixture } from './declaration-fixture';
import type { DeclarationModel } from './model';
import { planRoutes } from './routes';

const declaration = (over: Partial<DeclarationModel>) => declarationFixture({ packageName: '@fixture/mail', packageVersion: '1.0.0', file: 'index.d.ts', category: 'mail', ...over });

it('says why a type is documented: by whom it is used and, when unexported, that it cannot be imported', () => {
  const user = declaration({ name: 'Generator' });
  const local = declaration({ id: '@fixture/mail:Generator.Result', name: 'Result', kind: 'type', page: 'Generator', weight: 1000, documentedFor: { id: user.id, exported: false } });
  const options = declaration({ name: 'GeneratorOptions', documentedFor: { id: user.id, exported: true } });
  const all = [user, local, options];
  const context = { declarations: new Map(all.map((d) => [d.id, d])), targets: planRoutes(all).targets, authoredRoutes: new Set<string>(), indexRoutes: new Set<string>(), otherAnchors: new Map(), unresolved: [] };
  assert.equal(
    documentedForNote(local, context),
    '`@fixture/mail` does not export this type, so it cannot be imported by name; it is shown here because [Generator](/reference/typescript-api/mail/generator#generator) uses it.',
  );
  assert.equal(documentedForNote(options, context), 'Used by [Generator](/reference/typescript-api/mail/generator#generator).');
  assert.equal(documentedForNote(user, context), '');
});
