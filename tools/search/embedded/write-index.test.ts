import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { EmbeddedSearch } from '../../../src/search/query';
import { fileSource } from './file-source';
import { writeEmbeddedIndex } from './write-index';

const page = (title: string, text: string) =>
  `<html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article><h1>${title}</h1><p>${text}</p></article></body></html>`;

describe('writeEmbeddedIndex', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-index-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'guides/refunds'), { recursive: true });
  mkdirSync(path.join(dir, 'search/0123456789ab'), { recursive: true });
  writeFileSync(path.join(dir, 'guides/refunds/index.html'), page('Refunds', 'A refund pays the customer back.'));
  writeFileSync(path.join(dir, 'search/index.html'), '<html><body>the search page</body></html>');

  it('writes a searchable index beside the search page, replacing an earlier index only', async () => {
    const figures = writeEmbeddedIndex(dir, 'https://docs.example.com', 'Docs');
    assert.equal(figures.pages, 1);
    assert.equal(readFileSync(path.join(dir, 'search/index.html'), 'utf8'), '<html><body>the search page</body></html>');
    assert.ok(!existsSync(path.join(dir, 'search/0123456789ab')));
    const folders = readdirSync(path.join(dir, 'search'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    assert.equal(folders.length, 1);
    const { hits } = await new EmbeddedSearch(fileSource(dir)).search({ q: 'refund' }, 'https://docs.example.com');
    assert.equal(hits[0].url, 'https://docs.example.com/guides/refunds');
  });
});
