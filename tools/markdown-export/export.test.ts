import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkMarkdownExport } from './check-build';
import { describeExport, type ExportFigures, exportMarkdown } from './export';

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

  it('writes llms.txt with the home page\'s description as its summary, and the two bundles', () => {
    const index = readFileSync(path.join(dir, 'llms.txt'), 'utf8');
    assert.ok(index.startsWith('# Vendure Docs\n\n> Documentation for Vendure, the open-source headless commerce framework.\n'));
    assert.ok(index.includes('## Learn: Core concepts\n\n- [Orders](https://docs.vendure.io/guides/core-concepts/orders.md): How orders move through their states, and how to extend them.\n'));
    assert.ok(index.includes('## Other pages\n'));
    assert.equal(figures.fullPages, 2);
    assert.equal(figures.referencePages, 2);
    assert.match(describeExport(figures), /^\[markdown\] 5 pages as Markdown \(\d+ KB\), llms\.txt \d+ KB, llms-full\.txt \d+ KB \(2 pages\), llms-reference\.txt \d+ KB \(2 pages\) in \d+\.\d s, \d+ pages\/s$/);
  });

  it('passes the post-build check', () => {
    assert.deepEqual(checkMarkdownExport(dir, site), { pages: 5, problems: [] });
  });

  it('fails the post-build check when a page has no Markdown or is not listed', () => {
    rmSync(path.join(dir, 'user-guide.md'));
    const index = path.join(dir, 'llms.txt');
    writeFileSync(index, readFileSync(index, 'utf8').replace(/^- \[Orders\].*\n/m, ''));
    const { problems } = checkMarkdownExport(dir, site);
    assert.deepEqual(problems, ['user-guide.md is missing', 'llms.txt does not list https://docs.vendure.io/guides/core-concepts/orders.md']);
  });
});
