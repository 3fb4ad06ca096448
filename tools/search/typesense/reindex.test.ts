import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import Typesense from 'typesense';
import type { DocSearchRecord } from '../records';
import { type TypesenseStandIn, startTypesenseStandIn } from './__fixtures__/typesense-stand-in';
import { reindex } from './reindex';
import { docSearchSchema } from './schema';

const ADMIN_KEY = 'test-admin-key';
const ALIAS = 'docs';
/** 2023-11-14T22:13:20Z; collection names are `docs_<seconds>`. */
const T0 = 1_700_000_000_000;
const T1 = T0 + 60_000;

function record(n: number): DocSearchRecord {
  return {
    id: `rec-${n}`,
    'hierarchy.lvl0': 'Guides',
    'hierarchy.lvl1': `Page ${n}`,
    type: 'lvl1',
    url: `https://docs.vendure.io/guides/page-${n}`,
    url_without_anchor: `https://docs.vendure.io/guides/page-${n}`,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: ['current'],
    tags: [],
    item_priority: 90_000 + n,
  };
}
const records = (count: number) => Array.from({ length: count }, (_, i) => record(i + 1));

/** Method and path of each request since `from`, the shape the exact-sequence assertions compare. */
const sequence = (standIn: TypesenseStandIn, from = 0) => standIn.requests.slice(from).map((r) => `${r.method} ${r.path}`);

describe('reindex against a local HTTP stand-in of the Typesense API', () => {
  let standIn: TypesenseStandIn;
  let client: InstanceType<typeof Typesense.Client>;

  beforeEach(async () => {
    standIn = await startTypesenseStandIn(ADMIN_KEY);
    client = new Typesense.Client({
      nodes: [{ host: '127.0.0.1', port: standIn.port, protocol: 'http' }],
      apiKey: ADMIN_KEY,
      numRetries: 1,
      retryIntervalSeconds: 0.1,
      logLevel: 'error',
    });
  });
  afterEach(() => standIn.close());

  it('first run: creates the DocSearch collection, imports with our ids, creates the alias', async () => {
    const summary = await reindex(client, ALIAS, records(3), { now: () => T0 });

    assert.deepEqual(sequence(standIn), [
      'POST /collections',
      'POST /collections/docs_1700000000/documents/import',
      'GET /aliases/docs',
      'PUT /aliases/docs',
      'GET /collections',
    ]);
    assert.deepEqual(standIn.requests[0].body, docSearchSchema('docs_1700000000'));
    assert.equal(standIn.requests[1].query.action, 'create');
    assert.deepEqual(standIn.requests[1].body, records(3));
    assert.deepEqual(standIn.requests[3].body, { collection_name: 'docs_1700000000' });
    assert.deepEqual(summary, { collection: 'docs_1700000000', imported: 3, previous: null, orphansDeleted: [] });
    assert.equal(standIn.aliases.get(ALIAS), 'docs_1700000000');
    assert.deepEqual([...standIn.collections.get('docs_1700000000')!.documents.keys()], ['rec-1', 'rec-2', 'rec-3']);
  });

  it('second run: moves the alias to the new collection, then deletes the old one', async () => {
    await reindex(client, ALIAS, records(3), { now: () => T0 });
    const from = standIn.requests.length;
    const summary = await reindex(client, ALIAS, records(4), { now: () => T1 });

    assert.deepEqual(sequence(standIn, from), [
      'POST /collections',
      'POST /collections/docs_1700000060/documents/import',
      'GET /aliases/docs',
      'PUT /aliases/docs',
      'DELETE /collections/docs_1700000000',
      'GET /collections',
    ]);
    assert.deepEqual(summary, { collection: 'docs_1700000060', imported: 4, previous: 'docs_1700000000', orphansDeleted: [] });
    assert.equal(standIn.aliases.get(ALIAS), 'docs_1700000060');
    assert.deepEqual([...standIn.collections.keys()], ['docs_1700000060']);
  });

  it('imports JSONL batches of the configured size, in order, with our ids', async () => {
    await reindex(client, ALIAS, records(5), { now: () => T0, batchSize: 2 });

    const imports = standIn.requests.filter((r) => r.path.endsWith('/documents/import'));
    assert.deepEqual(
      imports.map((r) => (r.body as DocSearchRecord[]).map((d) => d.id)),
      [['rec-1', 'rec-2'], ['rec-3', 'rec-4'], ['rec-5']],
    );
    assert.ok(imports.every((r) => r.query.action === 'create'));
    assert.equal(standIn.collections.get('docs_1700000000')!.documents.size, 5);
  });

  it('refuses to switch to an empty collection: deletes it and leaves the alias alone', async () => {
    await reindex(client, ALIAS, records(2), { now: () => T0 });
    const from = standIn.requests.length;

    await assert.rejects(reindex(client, ALIAS, [], { now: () => T1 }), /Refusing to point "docs" at an empty collection/);

    assert.deepEqual(sequence(standIn, from), ['POST /collections', 'DELETE /collections/docs_1700000060']);
    assert.equal(standIn.aliases.get(ALIAS), 'docs_1700000000');
    assert.deepEqual([...standIn.collections.keys()], ['docs_1700000000']);
  });

  it('refuses to switch when a document fails: names it, deletes the new collection, leaves the alias alone', async () => {
    await reindex(client, ALIAS, records(2), { now: () => T0 });
    const from = standIn.requests.length;
    standIn.failDocumentIds.add('rec-4');

    await assert.rejects(reindex(client, ALIAS, records(5), { now: () => T1, batchSize: 2 }), (error: Error) => {
      assert.match(error.message, /^Typesense rejected 1 of 5 records, so the alias was not switched\. First failure: record rec-4: Field `url` must be a string/);
      return true;
    });

    // Every batch is still sent, so the count covers all bad records, then the collection goes.
    assert.deepEqual(sequence(standIn, from), [
      'POST /collections',
      'POST /collections/docs_1700000060/documents/import',
      'POST /collections/docs_1700000060/documents/import',
      'POST /collections/docs_1700000060/documents/import',
      'DELETE /collections/docs_1700000060',
    ]);
    assert.equal(standIn.aliases.get(ALIAS), 'docs_1700000000');
    assert.deepEqual([...standIn.collections.keys()], ['docs_1700000000']);
  });

  it('runs prepare on the new collection before importing; when it fails, deletes the collection and leaves the alias alone', async () => {
    await reindex(client, ALIAS, records(2), { now: () => T0 });
    const from = standIn.requests.length;
    const prepared: string[] = [];

    await assert.rejects(
      reindex(client, ALIAS, records(2), {
        now: () => T1,
        prepare: async (collection) => {
          prepared.push(collection);
          throw new Error('synonyms refused');
        },
      }),
      /^Error: synonyms refused$/,
    );

    assert.deepEqual(prepared, ['docs_1700000060']);
    assert.deepEqual(sequence(standIn, from), ['POST /collections', 'DELETE /collections/docs_1700000060']);
    assert.equal(standIn.aliases.get(ALIAS), 'docs_1700000000');
    assert.deepEqual([...standIn.collections.keys()], ['docs_1700000000']);
  });

  it('does not delete a same-named collection it failed to create (a concurrent run in the same second)', async () => {
    standIn.seedCollection('docs_1700000000');

    await assert.rejects(reindex(client, ALIAS, records(2), { now: () => T0 }), /HTTP code 409/);

    assert.deepEqual(sequence(standIn), ['POST /collections']);
    assert.ok(standIn.collections.has('docs_1700000000'));
    assert.equal(standIn.aliases.has(ALIAS), false);
  });

  it('after a successful switch, deletes older <alias>_<digits> collections the alias does not point to', async () => {
    for (const name of ['docs_1690000000', 'docs_1800000000', 'docs_backup', 'docs-other_1600000000', 'docs_1600000000_x']) {
      standIn.seedCollection(name);
    }
    const logged: string[] = [];

    const summary = await reindex(client, ALIAS, records(2), { now: () => T0, log: (line) => logged.push(line) });

    assert.deepEqual(sequence(standIn).slice(-2), ['GET /collections', 'DELETE /collections/docs_1690000000']);
    assert.deepEqual(summary.orphansDeleted, ['docs_1690000000']);
    assert.deepEqual(logged, ['Deleted orphan collection "docs_1690000000", left behind by an earlier failed run.']);
    // Newer ones may belong to a run still importing; other names are not ours.
    assert.deepEqual([...standIn.collections.keys()].sort(), ['docs-other_1600000000', 'docs_1600000000_x', 'docs_1700000000', 'docs_1800000000', 'docs_backup']);
  });
});
