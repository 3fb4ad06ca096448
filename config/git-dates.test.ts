import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { commitDates } from './git-dates';

function git(dir: string, args: string[], date?: string): void {
  const env = date ? { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : process.env;
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: dir, env, stdio: 'ignore' });
}

describe('commitDates', () => {
  it('gives each tracked file under the folder the date of the newest commit that changed it, like git log -1 per file', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'git-dates-'));
    mkdirSync(path.join(repo, 'docs/guides'), { recursive: true });
    git(repo, ['init', '-q']);
    writeFileSync(path.join(repo, 'docs/guides/a b.mdx'), '# A');
    writeFileSync(path.join(repo, 'docs/café.md'), '# C');
    writeFileSync(path.join(repo, 'README.md'), '# R');
    git(repo, ['add', '.']);
    git(repo, ['commit', '-q', '-m', 'one'], '2025-01-02T03:04:05Z');
    writeFileSync(path.join(repo, 'docs/guides/a b.mdx'), '# A, changed');
    git(repo, ['commit', '-q', '-am', 'two'], '2025-06-07T08:09:10Z');
    writeFileSync(path.join(repo, 'docs/untracked.md'), '# U');

    const dates = commitDates(repo, 'docs');
    assert.deepEqual(Object.fromEntries(dates), {
      [path.join(repo, 'docs/guides/a b.mdx')]: '2025-06-07T08:09:10.000Z',
      [path.join(repo, 'docs/café.md')]: '2025-01-02T03:04:05.000Z',
    });
    const perFile = execFileSync('git', ['log', '-1', '--format=%ct', '--', 'docs/café.md'], { cwd: repo, encoding: 'utf8' });
    assert.equal(dates.get(path.join(repo, 'docs/café.md')), new Date(Number(perFile) * 1000).toISOString());
  });

  it('is empty without git history', () => {
    assert.equal(commitDates(mkdtempSync(path.join(os.tmpdir(), 'no-git-')), 'docs').size, 0);
  });
});
