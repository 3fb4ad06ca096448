import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseLlmsIndex, sourcesOf } from './llms-index';

describe('parseLlmsIndex', () => {
  const text = [
    '# Vendure Docs',
    '',
    '> The summary.',
    '',
    'Details, with a [link](https://example.com) that is in no list.',
    '- [Not in a section](https://docs.vendure.io/x.md)',
    '',
    '## Learn: Start',
    '',
    '- [Install \\[quickly\\]](https://docs.vendure.io/guides/a.md): How to: install.',
    '- [Second](https://docs.vendure.io/guides/b.md)',
    'Not a list entry: [c](https://docs.vendure.io/c.md)',
    '',
    '## Optional',
    '',
    '- [llms-full.txt](https://docs.vendure.io/llms-full.txt): every page (3 pages, ~1k tokens)',
    '',
  ].join('\n');
  const parsed = parseLlmsIndex(text);

  it('reads the H1 and the blockquote summary', () => {
    assert.equal(parsed.title, 'Vendure Docs');
    assert.equal(parsed.summary, 'The summary.');
  });

  it('reads each section\'s file list: name unescaped, URL, note after the colon', () => {
    assert.deepEqual(parsed.sections, [
      {
        title: 'Learn: Start',
        links: [
          { name: 'Install [quickly]', url: 'https://docs.vendure.io/guides/a.md', note: 'How to: install.' },
          { name: 'Second', url: 'https://docs.vendure.io/guides/b.md', note: '' },
        ],
      },
      { title: 'Optional', links: [{ name: 'llms-full.txt', url: 'https://docs.vendure.io/llms-full.txt', note: 'every page (3 pages, ~1k tokens)' }] },
    ]);
  });

  it('finds no title or summary in a file that does not open with them', () => {
    const bare = parseLlmsIndex('Some text\n\n## A\n\n- [x](https://x)\n');
    assert.equal(bare.title, undefined);
    assert.equal(bare.summary, undefined);
    assert.equal(bare.sections[0].links.length, 1);
  });
});

describe('sourcesOf', () => {
  it('gives the address of each page of a file, from its Source: line', () => {
    const file = '# Bundle\n\n> S.\n\n---\n\n# A\n\nSource: https://docs.vendure.io/a\n\nText with Source: inline.\n\n---\n\n# B\n\nSource: https://docs.vendure.io/b/\n';
    assert.deepEqual(sourcesOf(file), ['https://docs.vendure.io/a', 'https://docs.vendure.io/b/']);
  });
});
