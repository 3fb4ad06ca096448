import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownerOf, selfTimeByOwner } from './profile-summary';

const site = '/work/site';

describe('ownerOf', () => {
  it('names the package, scoped or not, for code under node_modules', () => {
    assert.equal(ownerOf('file:///work/site/node_modules/@mdx-js/mdx/lib/core.js', 'compile', site), '@mdx-js/mdx');
    assert.equal(ownerOf('file:///work/site/node_modules/a/node_modules/micromark/index.js', 'go', site), 'micromark');
  });

  it('names two folders of the repository, the server bundle, built-ins and V8 entries', () => {
    assert.equal(ownerOf('file:///work/site/plugins/search-index/index.ts', 'postBuild', site), 'plugins/search-index');
    assert.equal(ownerOf('file:///work/site/build/__server/server.bundle.js', 'render', site), 'server bundle (page rendering)');
    assert.equal(ownerOf('node:internal/fs/promises', 'readFile', site), 'node (built-in modules)');
    assert.equal(ownerOf('', '(garbage collector)', site), '(garbage collector)');
    assert.equal(ownerOf('', 'compileFunction', site), '(native)');
  });
});

describe('selfTimeByOwner', () => {
  it('adds each sample’s time to the owner of its frame, largest first', () => {
    const profile = {
      nodes: [
        { id: 1, callFrame: { functionName: '(idle)', url: '' } },
        { id: 2, callFrame: { functionName: 'compile', url: 'file:///work/site/node_modules/@mdx-js/mdx/x.js' } },
      ],
      samples: [1, 2, 2, 1, 2],
      timeDeltas: [1000, 2000, 2000, 500, 1000],
    };
    assert.deepEqual(selfTimeByOwner(profile, site), [['@mdx-js/mdx', 5], ['(idle)', 1.5]]);
  });
});
