import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type ExportedPage, llmsBundles, llmsTxt } from './llms-txt';
import type { OutlineSection } from './outline';

const site = { title: 'Vendure Docs', summary: 'Documentation for Vendure,\nthe headless commerce framework.', siteUrl: 'https://docs.vendure.io' };

function page(route: string, title: string, description?: string): ExportedPage {
  const path = route.replace(/\/$/, '') || '/index';
  return { route, url: `https://docs.vendure.io${route}`, markdownUrl: `https://docs.vendure.io${path}.md`, title, description, markdown: `# ${title}\n\n${description ?? 'Text.'}\n` };
}

const pages = [
  page('/', 'Vendure Docs', 'The home page.'),
  page('/guides/a', 'Install [quickly]', 'How to\ninstall.'),
  page('/guides/b', 'Second'),
  page('/guides/hidden', 'In no sidebar'),
  page('/reference/', 'Reference', 'All APIs.'),
  page('/reference/x', 'X'),
  page('/user-guide/', 'User guide', 'For shop staff.'),
];
const sections: OutlineSection[] = [
  { title: 'Learn: Start', routes: ['/guides/b', '/guides/a', '/guides/missing'] },
  { title: 'Reference', routes: ['/reference/', '/reference/x'] },
  { title: 'User Guide', routes: ['/user-guide/'] },
];

describe('llmsTxt', () => {
  const text = llmsTxt(site, sections, pages);

  it('opens with the site name, a one-paragraph summary and where the other files are', () => {
    assert.ok(text.startsWith('# Vendure Docs\n\n> Documentation for Vendure, the headless commerce framework.\n\nEvery page of this site is also served as Markdown'));
    assert.ok(text.includes('[llms-full.txt](https://docs.vendure.io/llms-full.txt)'));
    assert.ok(text.includes('[llms-reference.txt](https://docs.vendure.io/llms-reference.txt)'));
  });

  it('lists each page under its sidebar section, in sidebar order, as [title](url.md): description', () => {
    assert.ok(text.includes('## Learn: Start\n\n- [Second](https://docs.vendure.io/guides/b.md)\n- [Install \\[quickly\\]](https://docs.vendure.io/guides/a.md): How to install.\n\n## Reference\n\n- [Reference](https://docs.vendure.io/reference.md): All APIs.\n- [X](https://docs.vendure.io/reference/x.md)\n\n## User Guide\n'));
  });

  it('lists the pages of no sidebar last, so that every page is listed once', () => {
    assert.ok(text.endsWith('## Other pages\n\n- [Vendure Docs](https://docs.vendure.io/index.md): The home page.\n- [In no sidebar](https://docs.vendure.io/guides/hidden.md)\n'));
    for (const p of pages) assert.equal(text.split(`](${p.markdownUrl})`).length, 2, p.route);
  });

  it('has only level-1 and level-2 headings, as llmstxt.org asks', () => {
    assert.deepEqual([...new Set(text.match(/^#+ /gm))], ['# ', '## ']);
  });
});

describe('llmsBundles', () => {
  const { full, reference, fullPages, referencePages } = llmsBundles(site, sections, pages);

  it('puts every guide and user-guide page in llms-full.txt, in sidebar order, pages of no sidebar after', () => {
    assert.equal(fullPages, 4);
    const titles = full.match(/^# .*/gm);
    assert.deepEqual(titles, ['# Vendure Docs: Learn and User Guide', '# Second', '# Install [quickly]', '# User guide', '# In no sidebar']);
  });

  it('puts the reference in llms-reference.txt', () => {
    assert.equal(referencePages, 2);
    assert.deepEqual(reference.match(/^# .*/gm), ['# Vendure Docs: Reference', '# Reference', '# X']);
  });

  it('gives each page its address under its title, pages separated by thematic breaks', () => {
    assert.ok(full.includes('\n---\n\n# Second\n\nSource: https://docs.vendure.io/guides/b\n\nText.\n'));
    assert.ok(reference.includes('# Reference\n\nSource: https://docs.vendure.io/reference/\n\nAll APIs.\n'));
  });
});
