import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readDocsOnly, readTypesense, readTypesenseIndexer } from './env';

const HOSTED = { TYPESENSE_HOST: 'a.example.net, b.example.net,c.example.net', TYPESENSE_COLLECTION: 'vendure-docs', TYPESENSE_SEARCH_API_KEY: 'search-key' };

describe('readTypesense', () => {
  it('means embedded search when nothing is set, even with the admin key', () => {
    assert.equal(readTypesense({ TYPESENSE_ADMIN_API_KEY: 'admin' }), undefined);
  });

  it('reads three nodes over https on port 443 by default', () => {
    assert.deepEqual(readTypesense(HOSTED), {
      hosts: ['a.example.net', 'b.example.net', 'c.example.net'],
      protocol: 'https',
      port: 443,
      collection: 'vendure-docs',
      searchApiKey: 'search-key',
    });
  });

  it('fails on a partial configuration, naming what is missing', () => {
    assert.throws(() => readTypesense({ TYPESENSE_HOST: 'a.example.net' }), /TYPESENSE_HOST is set but TYPESENSE_COLLECTION, TYPESENSE_SEARCH_API_KEY are missing/);
    assert.throws(() => readTypesense({ ...HOSTED, TYPESENSE_SEARCH_API_KEY: '' }), /TYPESENSE_SEARCH_API_KEY is missing/);
    assert.throws(() => readTypesense({ TYPESENSE_PORT: '443' }), /TYPESENSE_HOST, TYPESENSE_COLLECTION, TYPESENSE_SEARCH_API_KEY are missing/);
  });

  it('rejects a bad protocol, port or host', () => {
    assert.throws(() => readTypesense({ ...HOSTED, TYPESENSE_PROTOCOL: 'ftp' }), /TYPESENSE_PROTOCOL must be "https" or "http"; got "ftp"/);
    assert.throws(() => readTypesense({ ...HOSTED, TYPESENSE_PORT: '70000' }), /TYPESENSE_PORT must be a port number/);
    assert.throws(() => readTypesense({ ...HOSTED, TYPESENSE_HOST: 'https://a.example.net' }), /host names only/);
  });
});

describe('readTypesenseIndexer', () => {
  it('needs the admin key but not the search key', () => {
    const { TYPESENSE_SEARCH_API_KEY: _unused, ...withoutSearchKey } = HOSTED;
    assert.throws(() => readTypesenseIndexer(withoutSearchKey), /needs TYPESENSE_ADMIN_API_KEY/);
    assert.equal(readTypesenseIndexer({ ...withoutSearchKey, TYPESENSE_ADMIN_API_KEY: 'admin' }).alias, 'vendure-docs');
  });
});

describe('readDocsOnly', () => {
  it('builds every page when unset or empty', () => {
    assert.equal(readDocsOnly(undefined), undefined);
    assert.equal(readDocsOnly(' '), undefined);
  });

  it('turns folders into their pages and keeps page files as they are', () => {
    assert.deepEqual(readDocsOnly('guides/getting-started/, user-guide/index.mdx'), ['guides/getting-started/**/*.{md,mdx}', 'user-guide/index.mdx']);
  });

  it('refuses paths outside docs/ and wildcards, naming the entry', () => {
    assert.throws(() => readDocsOnly('guides,../src'), /got "\.\.\/src"/);
    assert.throws(() => readDocsOnly('/docs/guides'), /relative to docs\//);
    assert.throws(() => readDocsOnly('guides/*'), /without wildcards; got "guides\/\*"/);
  });
});
