/** `typesense-instantsearch-adapter` ships no types for its internal modules; this is the part we call. */
declare module 'typesense-instantsearch-adapter/lib/SearchResponseAdapter' {
  export class SearchResponseAdapter {
    constructor(typesenseResponse: unknown, instantsearchRequest: { params: Record<string, unknown> }, configuration: { geoLocationField: string });
    adapt(): unknown;
  }
}

/** The Typesense theme's translations module, wrapped by src/theme/SearchTranslations. */
declare module '@theme-original/SearchTranslations' {
  import type { DocSearchTranslations } from 'typesense-docsearch-react';
  const translations: DocSearchTranslations & { placeholder: string };
  export default translations;
}
