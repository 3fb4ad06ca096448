import type { Client } from 'typesense';

/**
 * Creates the search-only key the site ships (SEARCH-NOTES §5) and returns its
 * value. It may only search, and only through the alias, so it is safe to
 * publish in the client bundle; the admin key never is. Typesense shows a
 * key's value only when it is created, so the caller must print or store it.
 */
export async function createSearchKey(client: Client, alias: string): Promise<string> {
  const key = await client.keys().create({
    description: `Search-only key for the docs search alias "${alias}" (public, used by the site)`,
    actions: ['documents:search'],
    collections: [alias],
  });
  if (!key.value) throw new Error('Typesense created the search key but did not return its value.');
  return key.value;
}
