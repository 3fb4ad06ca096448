import type { Client } from 'typesense';
import { stopwordsSetId } from '../../../src/search/hosted-parameters';
import { STOP_WORDS } from '../../../src/search/language/stop-words';
import { SYNONYMS } from '../../../src/search/language/synonyms';

/**
 * The shared vocabulary (src/search/language) as the indexer pushes it to
 * Typesense, so hosted search ignores the same stop words and expands the
 * same synonyms as the embedded engine.
 *
 * Server versions: v26 to v29.
 * - Stop words sets (`PUT /stopwords/:id`) and the `stopwords` search
 *   parameter arrived in v26.0 (https://typesense.org/docs/26.0/api/stopwords.html).
 *   Earlier servers answer 404, and we say so.
 * - Synonyms are pushed per collection (`PUT /collections/:name/synonyms/:id`,
 *   https://typesense.org/docs/29.0/api/synonyms.html), the API of the pinned
 *   `typesense` client 2.1.0. They then live and die with the collection, so
 *   they are on the new collection before the alias moves to it, and deleting
 *   a failed or replaced collection deletes its synonyms too.
 *   Typesense v30 removed that API in favour of top-level synonym sets
 *   (`PUT /synonym_sets/:name`, linked through the collection's
 *   `synonym_sets`; https://typesense.org/docs/30.0/api/synonyms.html), which
 *   client 2.1.0 does not know. On v30 the push fails with a message saying
 *   so; supporting it means pushing a set named after the new collection,
 *   creating the collection with `synonym_sets: [thatName]`, and deleting the
 *   set wherever the collection is deleted (failure, replaced, orphans).
 */

/** The tokenizer locale Typesense applies to the stop words (they are tokenized like a query). */
const LOCALE = 'en';

/** Characters our collection splits words on (its `token_separators`, see schema.ts). */
const SEPARATORS = /[\s_-]+/;

const STOP = new Set(STOP_WORDS);

/** One multi-way synonym rule: a search for any member also finds the others. */
export interface SynonymRule {
  /** Readable and stable (from the group's first member), as the Typesense dashboard lists rules by id. */
  id: string;
  synonyms: string[];
}

/**
 * A member as Typesense can match it against a query: words split where the
 * collection splits them ("sign-on" is two words in a query, while Typesense
 * drops special characters from synonyms by default and would look for
 * "signon"), and without stop words, which the `stopwords` parameter removes
 * from the query: "single sign" matches the query "single sign-on" whether
 * synonyms are applied before or after that, "single sign on" only before.
 * A member of nothing but stop words could never match and is left out.
 */
function matchableMember(member: string): string {
  return member
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word && !STOP.has(word))
    .join(' ');
}

/** The synonym groups as Typesense rules, one per group; groups left with fewer than two members are dropped. */
export function synonymRules(groups: readonly (readonly string[])[] = SYNONYMS): SynonymRule[] {
  const ids = new Set<string>();
  const rules: SynonymRule[] = [];
  for (const group of groups) {
    const synonyms = [...new Set(group.map(matchableMember).filter(Boolean))];
    if (synonyms.length < 2) continue;
    const base = synonyms[0].replace(/ /g, '-');
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    rules.push({ id, synonyms });
  }
  return rules;
}

/**
 * Creates or replaces the stop words set the site's searches name
 * (src/search/hosted-parameters.ts) and returns its id. The set is global to
 * the cluster, so the site's searches use the new list at once, whatever
 * happens to the rest of the run; it only changes which query words are
 * ignored, so that is harmless.
 */
export async function pushStopwords(client: Client, alias: string, words: readonly string[] = STOP_WORDS): Promise<string> {
  const id = stopwordsSetId(alias);
  try {
    await client.stopwords().upsert(id, { stopwords: [...words], locale: LOCALE });
  } catch (error) {
    if (httpStatusOf(error) === 404) {
      throw new Error(
        `Typesense has no stop words API (HTTP 404 for PUT /stopwords/${id}): stop words sets need Typesense v26 or later, ` +
          'and this indexer targets v26–v29 (see tools/search/typesense/vocabulary.ts).',
        { cause: error },
      );
    }
    throw error;
  }
  return id;
}

/**
 * Adds the synonym rules to a collection (the new one, before the alias
 * moves to it) and returns how many were added.
 */
export async function pushSynonyms(client: Client, collection: string, rules: SynonymRule[] = synonymRules()): Promise<number> {
  for (const { id, synonyms } of rules) {
    try {
      await client.collections(collection).synonyms().upsert(id, { synonyms });
    } catch (error) {
      // The collection was just created, so a 404 means the endpoint itself is gone.
      if (httpStatusOf(error) === 404) {
        throw new Error(
          `Typesense has no per-collection synonyms API (HTTP 404 for PUT /collections/${collection}/synonyms/${id}): ` +
            'Typesense v30 moved synonyms to synonym sets, and this indexer targets v26–v29 (see tools/search/typesense/vocabulary.ts).',
          { cause: error },
        );
      }
      throw error;
    }
  }
  return rules.length;
}

function httpStatusOf(error: unknown): number | undefined {
  return (error as { httpStatus?: number }).httpStatus;
}
