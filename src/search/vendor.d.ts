/** `typesense-instantsearch-adapter` ships no types for its internal modules; this is the part we call. */
declare module 'typesense-instantsearch-adapter/lib/SearchResponseAdapter' {
  export class SearchResponseAdapter {
    constructor(typesenseResponse: unknown, instantsearchRequest: { params: Record<string, unknown> }, configuration: { geoLocationField: string });
    adapt(): unknown;
  }
}
