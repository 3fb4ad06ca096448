import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkMarkdownExport } from './check-build';
import { describeExport, type ExportFigures, exportMarkdown } from './export';
import { estimateTokens, formatTokens } from './tokens';

const fixtures = path.join(__dirname, '__fixtures__');
const site = 'https://docs.vendure.io';

/** A small build: the fixture pages at their routes, a sitemap of them, and pages that are not content. */
function makeBuild(dir: string): void {
  const place = (fixture: string, file: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(fixtures, `${fixture}.html`), path.join(dir, file));
  };
  place('home-page', 'index.html');
  place('guide-page', 'guides/core-concepts/orders/index.html');
  place('minified-page', 'user-guide/index.html');
  place('reference-page', 'reference/typescript-api/default-search-plugin/index.html');
  place('graphql-page', 'reference/graphql-api/admin/input-types/c/index.html');
  place('guide-page', '404.html');
  const routes = ['/', '/guides/core-concepts/orders', '/user-guide/', '/reference/typescript-api/default-search-plugin/', '/reference/graphql-api/admin/input-types/c'];
  writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${routes.map((r) => `<url><loc>${site}${r}</loc></url>`).join('')}</urlset>`);
}

describe('exportMarkdown and checkMarkdownExport on a small build', () => {
  let dir: string;
  let figures: ExportFigures;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'md-export-'));
    makeBuild(dir);
    figures = exportMarkdown({
      buildDir: dir,
      siteUrl: `${site}/`,
      siteTitle: 'Vendure Docs',
      routes: ['/', '/guides/core-concepts/orders', '/user-guide/', '/reference/typescript-api/default-search-plugin/', '/reference/graphql-api/admin/input-types/c', '/404.html', '/search', '/__test__/crash'],
      sections: [
        { title: 'Learn: Core concepts', routes: ['/guides/core-concepts/orders'] },
        { title: 'Reference: TypeScript API', routes: ['/reference/typescript-api/default-search-plugin/'] },
      ],
    });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each content page\'s Markdown at its route plus .md', () => {
    assert.deepEqual(figures.skipped, []);
    assert.equal(figures.pages, 5);
    for (const file of ['index.md', 'guides/core-concepts/orders.md', 'user-guide.md', 'reference/typescript-api/default-search-plugin.md', 'reference/graphql-api/admin/input-types/c.md']) {
      assert.ok(existsSync(path.join(dir, file)), file);
    }
    assert.ok(!existsSync(path.join(dir, '404.md')));
    assert.ok(readFileSync(path.join(dir, 'guides/core-concepts/orders.md'), 'utf8').startsWith('# Orders\n'));
  });

  it('writes llms.txt with the home page\'s description as its summary, one file per section, and llms-full.txt', () => {
    const index = readFileSync(path.join(dir, 'llms.txt'), 'utf8');
    assert.ok(index.startsWith('# Vendure Docs\n\n> Documentation for Vendure, the open-source headless commerce framework.\n'));
    assert.ok(index.includes('## Learn: Core concepts\n\n- [Orders](https://docs.vendure.io/guides/core-concepts/orders.md): How orders move through their states, and how to extend them.\n'));
    assert.deepEqual(
      figures.sectionFiles.map((file) => [file.name, file.pages]),
      [
        ['llms-guides-getting-started-core-concepts.txt', 1],
        ['llms-user-guide.txt', 1],
        ['llms-typescript-api-default-search-plugin.txt', 1],
        ['llms-graphql-api-admin.txt', 1],
      ],
    );
    for (const file of figures.sectionFiles) {
      const text = readFileSync(path.join(dir, file.name), 'utf8');
      assert.equal(file.tokens, estimateTokens(text), file.name);
      assert.ok(index.includes(`(https://docs.vendure.io/${file.name}): ${formatTokens(file.tokens)}\n`), file.name);
    }
    assert.equal(figures.fullPages, 5);
    assert.ok(!existsSync(path.join(dir, 'llms-reference-typescript-api-default-search-plugin.txt')));
    assert.match(describeExport(figures), /^\[markdown\] 5 pages as Markdown \(\d+ KB\), llms\.txt \d+ KB, 4 section files \(largest llms-[a-z-]+\.txt: 1 page, ~\d+k? tokens\), llms-full\.txt \d+ KB \(5 pages\) in \d+\.\d s, \d+ pages\/s$/);
  });

  it('passes the post-build check', () => {
    assert.deepEqual(checkMarkdownExport(dir, site), { pages: 5, problems: [] });
  });

  it('fails the post-build check when a page has no Markdown or cannot be reached from llms.txt', () => {
    const index = path.join(dir, 'llms.txt');
    const original = readFileSync(index, 'utf8');
    rmSync(path.join(dir, 'user-guide.md'));
    writeFileSync(index, original.replace(/^- \[Orders\].*\n/m, '').replace(/^- \[.*llms-guides-getting-started-core-concepts\.txt.*\n/m, ''));
    const { problems } = checkMarkdownExport(dir, site);
    assert.deepEqual(problems, ['user-guide.md is missing', 'llms.txt neither lists https://docs.vendure.io/guides/core-concepts/orders.md nor links a file that holds https://docs.vendure.io/guides/core-concepts/orders']);
    writeFileSync(index, original);
  });

  it('fails the post-build check when a linked file is missing or its stated size is not its size', () => {
    const file = path.join(dir, 'llms-graphql-api-admin.txt');
    writeFileSync(file, `${readFileSync(file, 'utf8')}${'x'.repeat(8000)}`);
    rmSync(path.join(dir, 'llms-user-guide.txt'));
    // The User Guide's page is still listed in llms.txt itself: only the file is missing.
    const problems = checkMarkdownExport(dir, site).problems.filter((problem) => !problem.startsWith('user-guide.md'));
    assert.deepEqual(problems.sort(), ['llms-user-guide.txt is missing', problems.find((problem) => problem.startsWith('llms.txt gives'))].sort());
    assert.match(problems.find((problem) => problem.startsWith('llms.txt gives'))!, /^llms\.txt gives llms-graphql-api-admin\.txt as ~\d+ tokens, but it is ~\d+k tokens$/);
  });

  it('fails the post-build check when llms.txt is over 50 KB, and counts llms-full.txt for no page', () => {
    const index = path.join(dir, 'llms.txt');
    const original = readFileSync(index, 'utf8');
    writeFileSync(index, `${original}\n## More\n\n${'- [x](https://example.com/x): padding\n'.repeat(1500)}`);
    assert.ok(checkMarkdownExport(dir, site).problems.some((problem) => /^llms\.txt is \d+\.\d KB, over 50 KB$/.test(problem)));
    writeFileSync(index, original.replace(/^- \[.*llms-typescript-api-default-search-plugin\.txt.*\n/m, ''));
    assert.ok(checkMarkdownExport(dir, site).problems.includes('llms.txt neither lists https://docs.vendure.io/reference/typescript-api/default-search-plugin.md nor links a file that holds https://docs.vendure.io/reference/typescript-api/default-search-plugin/'));
  });
});
