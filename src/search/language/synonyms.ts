/**
 * Words readers use for what the docs name otherwise, one group per meaning:
 * a query with any member also finds the others (multi-way, as Typesense's
 * synonyms). Both search modes read this list: the embedded engine expands
 * queries with it, and the indexer pushes it to the Typesense collection.
 * A member may be a phrase, and a word may be in more than one group;
 * members are written as a reader types them.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['cart', 'basket', 'active order'],
  ['admin', 'dashboard', 'admin ui'],
  ['react dashboard', 'dashboard'],
  ['add', 'create'],
  ['admin', 'administrator'],
  ['sso', 'single sign-on', 'external authentication'],
  ['sku', 'variant'],
  ['discount', 'coupon', 'promotion', 'voucher'],
  ['category', 'categories', 'collection'],
  ['attribute', 'facet'],
  ['inventory', 'stock'],
  ['vat', 'tax'],
  ['login', 'log in', 'sign in', 'authenticate'],
  ['logout', 'log out', 'sign out'],
  ['image', 'picture', 'photo', 'asset'],
  ['translation', 'translate', 'localization', 'i18n'],
  ['delivery', 'shipping'],
  ['marketplace', 'multi-vendor', 'seller'],
  ['background job', 'job queue'],
  ['hosting', 'deploy', 'deployment'],
  ['upgrade', 'migrate', 'migration'],
  ['storefront', 'shop front', 'frontend'],
];
