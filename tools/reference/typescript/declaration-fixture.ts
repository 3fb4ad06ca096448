import type { DeclarationModel } from './model';

/** For tests: a declaration of `@vendure/core` (or the package given) with nothing but what a test sets. */
export const declarationFixture = (over: Partial<DeclarationModel>): DeclarationModel => ({
  id: `${over.packageName ?? '@vendure/core'}:${over.name}`,
  name: 'X',
  kind: 'interface',
  packageName: '@vendure/core',
  packageVersion: '3.7.3',
  file: 'dist/x.d.ts',
  category: 'services',
  weight: 10,
  description: '',
  examples: [],
  experimental: false,
  signature: [],
  members: [],
  ...over,
});
