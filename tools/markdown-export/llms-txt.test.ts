import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportedPage as page } from './__fixtures__/exported-page';
import { parseLlmsIndex, sourcesOf } from './llms-index';
import { planLlmsFiles } from './llms-plan';
import { fullText, llmsIndex, sectionFileText, shortenDescription } from './llms-txt';
import type { OutlineSection } from './outline';

const site = { title: 'Vendure Docs', summary: 'Documentation for Vendure,\nthe headless commerce framework.', siteUrl: 'https://docs.vendure.io' };

const pages = [
  page('/', 'Vendure Docs', 'The home page.'),
  page('/guides/storefront/a', 'Install [quickly]', 'How to\ninstall.'),
  page('/guides/storefront/b', 'Second'),
  page('/reference/', 'Reference', 'All APIs.'),
  page('/reference/dashboard/x', 'X'),
  page('/user-guide/', 'User guide', 'For shop staff.'),
];
const outline: OutlineSection[] = [
  { title: 'Learn: Storefront', routes: ['/guides/storefront/b', '/guides/storefront/a'] },
  { title: 'Reference', routes: ['/reference/'] },
  { title: 'Reference: Dashboard API', routes: ['/reference/dashboard/x'] },
  { title: 'User Guide', routes: ['/user-guide/'] },
];
const plan = planLlmsFiles(outline, pages);
// Sizes as the export measures them; any number will do here, each file a different one.
const tokens: Record<string, number> = { 'llms-guides-storefront.txt': 1200, 'llms-user-guide.txt': 300, 'llms-reference.txt': 17_400, 'llms-dashboard.txt': 181_000, 'llms-full.txt': 1_300_000 };

describe('llmsIndex', () => {
  const text = llmsIndex(site, plan, (name) => tokens[name]);

  it('opens with the site name, a one-paragraph summary, and how to read the rest, the token estimate named', () => {
    assert.ok(text.startsWith('# Vendure Docs\n\n> Documentation for Vendure, the headless commerce framework.\n\nEvery page is also Markdown at its URL plus `.md`.'));
    assert.match(text, /Sizes are in tokens, estimated as characters ÷ 4/);
  });

  it('lists the guide files first, each with its estimated size', () => {
    assert.ok(text.includes('## Learn and User Guide: full text\n\n- [Learn: Storefront](https://docs.vendure.io/llms-guides-storefront.txt): ~1k tokens\n- [User Guide](https://docs.vendure.io/llms-user-guide.txt): ~300 tokens\n\n'));
  });

  it('lists each guide page under its sidebar section, in sidebar order, as [title](url.md): description', () => {
    assert.ok(text.includes('## Learn: Storefront\n\n- [Second](https://docs.vendure.io/guides/storefront/b.md)\n- [Install \\[quickly\\]](https://docs.vendure.io/guides/storefront/a.md): How to install.\n\n'));
    assert.ok(text.includes('## User Guide\n\n- [User guide](https://docs.vendure.io/user-guide.md): For shop staff.\n'));
  });

  it('lists the reference by its files only', () => {
    assert.ok(text.includes('## Reference\n\n- [Overviews](https://docs.vendure.io/llms-reference.txt): ~17k tokens\n\n## Reference: Dashboard API\n\n- [Reference: Dashboard API](https://docs.vendure.io/llms-dashboard.txt): ~181k tokens\n\n'));
    assert.ok(!text.includes('/reference/dashboard/x.md'));
  });

  it('closes with the home page under Other pages and llms-full.txt under Optional', () => {
    assert.ok(
      text.endsWith(
        '## Other pages\n\n- [Vendure Docs](https://docs.vendure.io/index.md): The home page.\n\n## Optional\n\n- [llms-full.txt](https://docs.vendure.io/llms-full.txt): every page in one file (6 pages, ~1.3M tokens), more than a context window: for search and indexing tools\n',
      ),
    );
  });

  it('has only level-1 and level-2 headings, and every section is a list that parseLlmsIndex reads back', () => {
    assert.deepEqual([...new Set(text.match(/^#+ /gm))], ['# ', '## ']);
    const parsed = parseLlmsIndex(text);
    assert.equal(parsed.title, 'Vendure Docs');
    assert.deepEqual(
      parsed.sections.map((section) => [section.title, section.links.length]),
      [
        ['Learn and User Guide: full text', 2],
        ['Learn: Storefront', 2],
        ['Reference', 1],
        ['Reference: Dashboard API', 1],
        ['User Guide', 1],
        ['Other pages', 1],
        ['Optional', 1],
      ],
    );
    const lines = text.split('\n').filter((line) => line.startsWith('- '));
    assert.equal(lines.length, 9, 'no list entry that the parser misses');
  });
});

describe('llmsIndex within its size limit', () => {
  const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
  const many = [page('/guides/storefront/short', 'Short', 'A short one.'), page('/guides/storefront/long', 'Long', long(40)), page('/guides/storefront/longer', 'Longer', long(60))];
  const manyPlan = planLlmsFiles([{ title: 'Learn: Storefront', routes: many.map((p) => p.route) }], many);
  const sizeOf = (text: string) => Buffer.byteLength(text);
  const whole = llmsIndex(site, manyPlan, () => 1000);

  it('gives every description whole when the file fits', () => {
    assert.ok(whole.includes(`: ${long(60)}\n`));
  });

  it('cuts the longest descriptions first, at a word, just enough to fit', () => {
    const limit = sizeOf(whole) - 200;
    const cut = llmsIndex(site, manyPlan, () => 1000, limit);
    assert.ok(sizeOf(cut) <= limit);
    assert.ok(sizeOf(cut) > limit - 30, 'no more is cut than needed');
    const descriptions = parseLlmsIndex(cut).sections[1].links.map((link) => link.note);
    assert.equal(descriptions[0], 'A short one.');
    assert.ok(descriptions[2].endsWith('…') && long(60).startsWith(descriptions[2].slice(0, -1)));
    assert.equal(descriptions[1].length, descriptions[2].length, 'both long ones cut to the same length');
  });

  it('stops cutting at a floor, leaving the check to report a file that is still too large', () => {
    const cut = llmsIndex(site, manyPlan, () => 1000, 100);
    assert.ok(sizeOf(cut) > 100);
    assert.ok(parseLlmsIndex(cut).sections[1].links[2].note.length <= 60);
  });
});

describe('shortenDescription', () => {
  it('keeps a description that fits, and cuts one that does not at a word, without trailing punctuation', () => {
    assert.equal(shortenDescription('How orders work.', 16), 'How orders work.');
    assert.equal(shortenDescription('How orders move, and why.', 18), 'How orders move…');
    assert.equal(shortenDescription('Supercalifragilistic', 10), 'Supercali…');
  });
});

describe('sectionFileText and fullText', () => {
  const storefront = plan.files.find((file) => file.name === 'llms-guides-storefront.txt')!;
  const text = sectionFileText(site, storefront);

  it('opens a section file with its heading, the summary, and what it holds', () => {
    assert.ok(text.startsWith('# Vendure Docs: Learn: Storefront\n\n> Documentation for Vendure, the headless commerce framework.\n\nThe full text of the 2 pages of this section'));
    assert.ok(text.includes('Every section\'s file is listed in https://docs.vendure.io/llms.txt.'));
  });

  it('gives each page its address under its title, pages in sidebar order, separated by thematic breaks', () => {
    assert.ok(text.includes('\n---\n\n# Second\n\nSource: https://docs.vendure.io/guides/storefront/b\n\nText.\n\n---\n\n# Install [quickly]\n\nSource: https://docs.vendure.io/guides/storefront/a\n\nHow to\ninstall.\n'));
    assert.deepEqual(sourcesOf(text), ['https://docs.vendure.io/guides/storefront/b', 'https://docs.vendure.io/guides/storefront/a']);
  });

  it('puts every page in llms-full.txt, the home page (in no file) included', () => {
    const full = fullText(site, plan);
    assert.ok(full.startsWith('# Vendure Docs: every page\n'));
    assert.deepEqual(sourcesOf(full).sort(), pages.map((p) => p.url).sort());
  });
});
