import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findProblems } from './find-problems';

describe('findProblems', () => {
  it('finds nothing in a clean log', () => {
    const log = '[INFO] [en] Creating an optimized production build...\n[SUCCESS] Generated static files in "build".';
    assert.deepEqual(findProblems(log), []);
  });

  it('finds broken anchors, broken Markdown links and duplicate routes, coloured or not', () => {
    const log = [
      '[INFO] start',
      '\u001b[33m[WARNING]\u001b[39m Docusaurus found broken anchors!',
      '[WARNING] Docs markdown link couldn\'t be resolved: (url=./nope.md) in source file path=docs/a.md for version number=current',
      '[WARNING] Duplicate routes found!',
    ].join('\n');
    assert.deepEqual(
      findProblems(log).map(({ name, line }) => ({ name, line })),
      [
        { name: 'broken anchor', line: 2 },
        { name: 'broken Markdown link', line: 3 },
        { name: 'duplicate route', line: 4 },
      ],
    );
  });

  it('finds redirects the client-redirects plugin skips', () => {
    const log = [
      '[WARNING] @docusaurus/plugin-client-redirects: some redirects would override existing paths, and will be ignored:{"from":"/a","to":"/b"}',
      '[WARNING] @docusaurus/plugin-client-redirects: multiple redirects are created with the same "from" pathname: /a',
    ].join('\n');
    assert.deepEqual(
      findProblems(log).map(({ name }) => name),
      ['redirect over a page', 'redirect with two targets'],
    );
  });

  it('ignores other warnings', () => {
    assert.deepEqual(findProblems('[WARNING] Cannot infer the update date for some files'), []);
  });
});
