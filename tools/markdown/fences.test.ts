import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findFencedBlocks, withoutFencedBlocks } from './fences';

describe('findFencedBlocks', () => {
  it('finds blocks with language, meta, code, line and the line above', () => {
    const source = ['Intro', '', '{/* no-check: why */}', '```ts no-check title="a.ts"', 'const a = 1;', '```', ''].join('\n');
    assert.deepEqual(findFencedBlocks(source, 5), [
      { lang: 'ts', meta: 'no-check title="a.ts"', code: 'const a = 1;', fenceLine: 8, lineAbove: '{/* no-check: why */}' },
    ]);
  });

  it('keeps a shorter fence inside a longer one and strips JSX indentation', () => {
    const source = ['  ````md', '  ```ts', '  x', '  ```', '  ````'].join('\n');
    const [block] = findFencedBlocks(source);
    assert.equal(block.lang, 'md');
    assert.equal(block.code, '```ts\nx\n```');
  });

  it('blanks code out of prose without moving lines', () => {
    assert.equal(withoutFencedBlocks('a\n```\n# not a heading\n```\nb'), 'a\n\n\n\nb');
  });
});
