import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileDate, hasGitHistory, withLastUpdateFallback } from './last-update';

const defaultParseFrontMatter = async ({ fileContent }: { fileContent: string }) => ({
  frontMatter: fileContent.includes('dated')
    ? { last_update: { date: '2024-01-01' } }
    : fileContent.includes('generated')
      ? { generated_from: '@vendure/core@3.7.3' }
      : { title: 'T' },
  content: '',
});

describe('withLastUpdateFallback', () => {
  const parse = (gitHistory: boolean, filePath: string, fileContent = '') =>
    withLastUpdateFallback({ docsDir: '/site/docs', gitHistory, dateOf: () => '2025-03-04T00:00:00.000Z' })({
      filePath,
      fileContent,
      defaultParseFrontMatter,
    });

  it('adds the fallback date to docs when there is no git history', async () => {
    const { frontMatter } = await parse(false, '/site/docs/guides/a.mdx');
    assert.deepEqual(frontMatter, { title: 'T', last_update: { date: '2025-03-04T00:00:00.000Z' } });
  });

  it('leaves docs alone when git history exists', async () => {
    const { frontMatter } = await parse(true, '/site/docs/guides/a.mdx');
    assert.deepEqual(frontMatter, { title: 'T' });
  });

  it('gives generated docs a date even with git history, so git is never asked about untracked files', async () => {
    const { frontMatter } = await parse(true, '/site/docs/reference/typescript-api/x.mdx', 'generated');
    assert.deepEqual(frontMatter.last_update, { date: '2025-03-04T00:00:00.000Z' });
  });

  it("takes a tracked doc's date from the commit dates read once, and gives an untracked one its file date, so git is never run per page", async () => {
    const commitDates = new Map([['/site/docs/guides/a.mdx', '2024-05-06T07:08:09.000Z']]);
    const parseWith = (filePath: string, fileContent = '') =>
      withLastUpdateFallback({ docsDir: '/site/docs', gitHistory: true, commitDates, dateOf: () => '2025-03-04T00:00:00.000Z' })({ filePath, fileContent, defaultParseFrontMatter });
    assert.deepEqual((await parseWith('/site/docs/guides/a.mdx')).frontMatter.last_update, { date: '2024-05-06T07:08:09.000Z' });
    assert.deepEqual((await parseWith('/site/docs/guides/new.mdx')).frontMatter.last_update, { date: '2025-03-04T00:00:00.000Z' });
    assert.deepEqual((await parseWith('/site/docs/guides/a.mdx', 'dated')).frontMatter.last_update, { date: '2024-01-01' });
    assert.deepEqual((await parseWith('/site/src/pages/x.md')).frontMatter, { title: 'T' });
  });

  it('keeps a date the author set', async () => {
    const { frontMatter } = await parse(false, '/site/docs/a.mdx', 'dated');
    assert.deepEqual(frontMatter.last_update, { date: '2024-01-01' });
  });

  it('does not touch Markdown outside the docs folder', async () => {
    const { frontMatter } = await parse(false, '/site/src/pages/x.md');
    assert.deepEqual(frontMatter, { title: 'T' });
  });
});

describe('hasGitHistory and fileDate', () => {
  it('reports no history for a plain folder and reads the file time', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    const file = path.join(dir, 'a.md');
    writeFileSync(file, '# a');
    utimesSync(file, new Date('2025-05-06T07:08:09Z'), new Date('2025-05-06T07:08:09Z'));
    assert.equal(hasGitHistory(dir), false);
    assert.equal(fileDate(file), '2025-05-06T07:08:09.000Z');
  });
});
