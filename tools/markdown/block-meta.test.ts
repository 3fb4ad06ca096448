import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { noCheckReason, parseBlockMeta } from './block-meta';

describe('parseBlockMeta', () => {
  it('reads the title and the bare flags', () => {
    const meta = parseBlockMeta('no-check title="src/a b.ts" {1,3} showLineNumbers');
    assert.equal(meta.title, 'src/a b.ts');
    assert.deepEqual([...meta.flags], ['no-check', 'showLineNumbers']);
  });
});

describe('noCheckReason', () => {
  it('reads MDX and HTML comments, and nothing else', () => {
    assert.equal(noCheckReason('{/* no-check: a fragment of a class */}'), 'a fragment of a class');
    assert.equal(noCheckReason('<!-- no-check: shows one option -->'), 'shows one option');
    assert.equal(noCheckReason('{/* no-check: */}'), undefined);
    assert.equal(noCheckReason('Some prose.'), undefined);
  });
});
