import { type Client, Errors } from 'typesense';
import type { ImportResponse } from 'typesense/lib/Typesense/Documents';
import type { DocSearchRecord } from '../records';
import { docSearchSchema } from './schema';

/** What one successful reindex did. */
export interface ReindexSummary {
  /** The new `<alias>_<unix seconds>` collection the alias now points to. */
  collection: string;
  /** Records now searchable in it. */
  imported: number;
  /** The collection the alias pointed to before (now deleted), or `null` on a first run. */
  previous: string | null;
  /** `<alias>_<digits>` collections of earlier failed runs that were deleted. */
  orphansDeleted: string[];
}

/** Knobs of {@link reindex}; all optional. */
export interface ReindexOptions {
  /** Records per import request (the scraper sends 50; 1000 keeps requests few and small, about 1 MB). */
  batchSize?: number;
  /** Clock in milliseconds, injected so tests get predictable collection names. */
  now?: () => number;
  /** Receives one line per notable event (orphans deleted). */
  log?: (line: string) => void;
  /**
   * Runs on the new collection once it exists, before any record is imported
   * (the indexer adds the synonyms here, so they are in place before the alias
   * moves). A failure is handled like a failed import: the new collection is
   * deleted and the alias left as it was.
   */
  prepare?: (collection: string) => Promise<unknown>;
}

/**
 * Zero-downtime reindex (SEARCH-NOTES §4): fills a fresh `<alias>_<unix seconds>`
 * collection, points the alias at it, then deletes the collection it replaced.
 * Readers keep searching the old collection until the alias moves, and the
 * alias never moves to a collection that is empty or missing records: on any
 * error before the switch the alias is left as it was and the new collection
 * is deleted.
 */
export async function reindex(client: Client, alias: string, records: DocSearchRecord[], options: ReindexOptions = {}): Promise<ReindexSummary> {
  const { batchSize = 1000, now = Date.now, log = () => {}, prepare } = options;
  const timestamp = Math.floor(now() / 1000);
  const collection = `${alias}_${timestamp}`;

  // Created outside the try: if creation fails (e.g. a run in the same second
  // made this name), the collection is not ours to delete.
  await client.collections().create(docSearchSchema(collection));

  let previous: string | null;
  try {
    await prepare?.(collection);
    const imported = await importAll(client, collection, records, batchSize);
    if (imported === 0) {
      throw new Error(`Refusing to point "${alias}" at an empty collection: there are no records to index.`);
    }
    previous = await aliasTarget(client, alias);
  } catch (error) {
    await deleteQuietly(client, collection);
    throw error;
  }

  try {
    await client.aliases().upsert(alias, { collection_name: collection });
  } catch (error) {
    // An HTTP error status means the server refused the switch, so the new
    // collection is unused. Without one (timeout, dropped connection) the
    // switch may have happened, and deleting the collection could leave the
    // alias pointing at nothing; the next run's clean-up removes it instead.
    if (typeof (error as { httpStatus?: unknown }).httpStatus === 'number') await deleteQuietly(client, collection);
    throw error;
  }

  try {
    if (previous !== null && previous !== collection) await client.collections(previous).delete();
    const orphansDeleted = await deleteOrphans(client, alias, timestamp, log);
    return { collection, imported: records.length, previous, orphansDeleted };
  } catch (error) {
    // Search already serves the new collection; say so, so nobody re-runs in a panic.
    throw new Error(`"${alias}" now points to "${collection}", but deleting old collections failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Imports every batch, even after a failure, so the error can say how many records are bad in total. */
async function importAll(client: Client, collection: string, records: DocSearchRecord[], batchSize: number): Promise<number> {
  const failures: { id: string; error: string }[] = [];
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    try {
      // `create` (not `upsert`) so a duplicate id shows up as a failure instead of silently replacing a record.
      await client.collections(collection).documents().import(batch, { action: 'create' });
    } catch (error) {
      if (!(error instanceof Errors.ImportError)) throw error;
      error.importResults.forEach((result: ImportResponse, index: number) => {
        if (!result.success) failures.push({ id: batch[index]?.id ?? '?', error: result.error });
      });
    }
  }
  if (failures.length > 0) {
    const first = failures[0];
    throw new Error(
      `Typesense rejected ${failures.length} of ${records.length} records, so the alias was not switched. ` +
        `First failure: record ${first.id}: ${first.error}`,
    );
  }
  return records.length;
}

/** The collection the alias points to, or `null` when the alias does not exist yet (first run). */
async function aliasTarget(client: Client, alias: string): Promise<string | null> {
  try {
    return (await client.aliases(alias).retrieve()).collection_name;
  } catch (error) {
    if ((error as { httpStatus?: number }).httpStatus === 404) return null;
    throw error;
  }
}

/**
 * Deletes `<alias>_<digits>` collections older than this run's: leftovers of
 * runs that died before they could clean up. Newer ones are left alone
 * because they may belong to a run still importing.
 */
async function deleteOrphans(client: Client, alias: string, timestamp: number, log: (line: string) => void): Promise<string[]> {
  const pattern = new RegExp(`^${alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}_(\\d+)$`);
  const orphans = (await client.collections().retrieve())
    .map((c) => c.name)
    .filter((name) => Number(pattern.exec(name)?.[1] ?? Infinity) < timestamp)
    .sort();
  for (const name of orphans) {
    await client.collections(name).delete();
    log(`Deleted orphan collection "${name}", left behind by an earlier failed run.`);
  }
  return orphans;
}

/** Best-effort clean-up on a path that is already failing: the original error matters more than this one. */
async function deleteQuietly(client: Client, collection: string): Promise<void> {
  try {
    await client.collections(collection).delete();
  } catch {
    // The next successful run deletes it as an orphan.
  }
}
