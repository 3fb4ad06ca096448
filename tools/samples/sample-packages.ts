import path from 'node:path';
import {
  DECLARATION_ONLY_PACKAGES,
  type PackedPackage,
  ensurePackedDeclarations,
} from '../reference/typescript/declaration-only-packages';

/**
 * Admin UI samples import `@vendure/admin-ui`, `@vendure/ui-devkit` and the
 * Angular 19 packages they are built on. Installing those costs hundreds of MB;
 * their declaration files are all a type check needs. The versions are the
 * newest the registry has in the ranges `@vendure/admin-ui` 3.7.3 asks for.
 */
export const SAMPLE_DECLARATION_PACKAGES: readonly PackedPackage[] = [
  ...DECLARATION_ONLY_PACKAGES,
  { name: '@angular/core', version: '19.2.9', integrity: 'sha512-73WMvxWll8/nQiAbigDhR27dQ+GjciODY5JVADdneNBSEwcQxi0HirlGzm5wy1TonOu4eTTWkvgV/3YlTOmo4A==' },
  { name: '@angular/common', version: '19.2.9', integrity: 'sha512-4Lio3nRp13sTU15hsVcv8Zkj+7OKZ6Pc6CIIkQYHs9KisSwwvwmRZDU1wFhKlH+ogebLgOcNurIPdqeYWWnLjQ==' },
  { name: '@angular/forms', version: '19.2.9', integrity: 'sha512-RKzShsMf9X7LQd4qsfx1ShSPF0qODS7HWBPz/khFvfpscDYAqXvqzfXS2yvu0PaCwyNneR7vZKYMCN564SK7hw==' },
  { name: '@angular/router', version: '19.2.9', integrity: 'sha512-EOTzOJhdUHRakK+/oJV8tArLEs3xbe0AIxxdvntBVIy/99x/ovjAkdDs5QtIOFSYmZ7I0FgQpx5b8AXPkBxcRw==' },
  { name: '@angular/platform-browser', version: '19.2.9', integrity: 'sha512-vMBgCj/R2OxVX7YAqBTOsBiEUbwB3sJoZSy+E05vJovC0QhPWTiR4QiBXB1nlCoAZ8HTv79j7j8AYl10pqlPfQ==' },
  { name: 'rxjs', version: '7.8.0', integrity: 'sha512-F2+gxDshqmIub1KdvZkaEfGDwLNpPvk9Fs6LD/MyQxNgMds/WH9OdDDXOmxUZpME+iSK3rQCctkL0DYyytUqMg==' },
];

/**
 * A cache of its own, apart from the reference generator's: with Angular
 * beside `@vendure/admin-ui` the generated reference would print some types
 * differently, and its output must not depend on whether samples were checked.
 */
export function sampleDeclarationsDir(root: string): string {
  return path.join(root, 'node_modules', '.cache', 'vendure-samples');
}

/**
 * Where sample blocks are placed as virtual files: module resolution walks up
 * from here through the unpacked declarations to the site's own `node_modules`.
 */
export function ensureSampleDeclarations(root: string): string {
  const dir = sampleDeclarationsDir(root);
  ensurePackedDeclarations(path.join(dir, 'node_modules'), SAMPLE_DECLARATION_PACKAGES);
  return path.join(dir, '.samples');
}
