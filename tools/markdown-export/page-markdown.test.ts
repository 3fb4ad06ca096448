import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pageMarkdown } from './page-markdown';

/**
 * The conversion of built pages that hold every component the site renders.
 * Each fixture's whole output is a golden file: after an intended change, run
 * `UPDATE_GOLDEN=1 npx tsx --test tools/markdown-export/page-markdown.test.ts`
 * and review the diff of __fixtures__/expected. The tests below name what
 * matters in it.
 */
const fixtures = path.join(__dirname, '__fixtures__');
const update = process.env.UPDATE_GOLDEN === '1';

function convert(name: string, url: string) {
  const page = pageMarkdown(readFileSync(path.join(fixtures, `${name}.html`), 'utf8'), url, 'Vendure Docs');
  assert.ok(page, `${name} converts`);
  const expected = path.join(fixtures, 'expected', `${name}.md`);
  if (update) {
    mkdirSync(path.dirname(expected), { recursive: true });
    writeFileSync(expected, page.markdown);
  }
  return { ...page, expected: readFileSync(expected, 'utf8') };
}

describe('pageMarkdown: a guide page', () => {
  const page = convert('guide-page', 'https://docs.vendure.io/guides/core-concepts/orders');
  const md = page.markdown;

  it('matches the golden file', () => assert.equal(md, page.expected));

  it('opens with the title as H1 and the front-matter description as the first paragraph', () => {
    assert.equal(page.title, 'Orders');
    assert.equal(page.description, 'How orders move through their states, and how to extend them.');
    assert.ok(md.startsWith('# Orders\n\nHow orders move through their states, and how to extend them.\n\nAn **order** holds'));
    assert.equal(md.match(/^# /gm)?.length, 1, 'one H1');
  });

  it('leaves out navigation: breadcrumbs, TOC, edit link, last update, pagination, hash links, zero-width spaces, buttons', () => {
    for (const chrome of ['Home page', 'On this page', 'Edit this page', 'Last updated', 'Previous', 'Direct link', 'Copy', 'Skip to main content', 'Copyright', '\u200b']) {
      assert.ok(!md.includes(chrome), `no "${chrome}"`);
    }
    assert.match(md, /^## States$/m);
  });

  it('makes links and images absolute to the site, keeping in-page anchors on the page', () => {
    assert.ok(md.includes('[the cart guide](https://docs.vendure.io/guides/core-concepts/cart)'));
    assert.ok(md.includes('[its states](https://docs.vendure.io/guides/core-concepts/orders#states)'));
    assert.ok(md.includes('![The order detail page](https://docs.vendure.io/assets/images/order-detail-8f3c.webp)'));
  });

  it('writes a themed image once, as its light version', () => {
    assert.ok(md.includes('![Order states](https://docs.vendure.io/img/state-light.svg)'));
    assert.ok(!md.includes('state-dark'));
  });

  it('keeps inline code whole, pipes and backticks included', () => {
    assert.ok(md.includes('`state: { in: ["A" | "B"] }`'));
    assert.ok(md.includes('``a`b``'));
  });

  it('writes nested, ordered and loose lists', () => {
    assert.ok(md.includes('- With a nested list:\n\n  3. third\n  4. fourth with *emphasis*'));
    assert.ok(md.includes('- A loose item.\n\n  Its second paragraph.'));
  });

  it('writes each kind of admonition as a blockquote opened by its kind', () => {
    assert.ok(md.includes('> **Note:** A note with `code`.'));
    assert.ok(md.includes('> **Tip:** A tip.\n>\n> Over two paragraphs.'));
    assert.ok(md.includes('> **Info: For the Angular Admin UI**\n>\n> An info box with a title of its own.'));
    assert.ok(md.includes('> **Warning:**\n>\n> ```bash\n> rm -rf dist\n> ```'));
    assert.ok(md.includes('> **Caution:** A caution.'));
    assert.ok(md.includes('> **Danger:** A danger.'));
  });

  it('writes code blocks with their language and title, line numbers and copy buttons left out', () => {
    assert.ok(md.includes("```ts title=\"src/plugins/orders/order-process.ts\"\nimport { OrderProcess } from '@vendure/core';\n\nexport const process: OrderProcess<'Validating'> = {};\n```"));
    assert.ok(md.includes('```graphql title="Shop API"\nquery {\n  activeOrder { code }\n}\n```'));
    assert.ok(md.includes('````\nOutput with ``` three backticks\n````'), 'a longer fence around code that holds a fence');
  });

  it('writes tables as GFM tables: alignment, escaped pipes, one line per row', () => {
    assert.ok(md.includes('| State | Meaning |\n| :-- | --: |\n| `A \\| B` | Either, with a pipe \\| in text and a line break |\n| [`OrderProcess`](https://docs.vendure.io/reference/typescript-api/orders/order-process) | A paragraph in a cell. |'));
  });

  it('writes tabs as sections, one heading per tab below the current heading, every tab shown', () => {
    assert.ok(md.includes('### Install\n\n#### npm\n\n```bash\nnpm install @vendure/core\n```\n\n#### Yarn\n\nWith Yarn:\n\n```bash\nyarn add @vendure/core\n```'));
  });

  it('writes details as their summary in bold followed by what they hide', () => {
    assert.ok(md.includes('**Why `Draft`?**\n\nBecause it is not placed yet.'));
  });

  it('writes blockquotes, and escapes text that Markdown would read as syntax', () => {
    assert.ok(md.includes('> A quotation, see [the repository](https://github.com/vendurehq/vendure).'));
    assert.ok(md.includes('\\# Not a heading, 1. not a list, and \\[not a link\\] with a_b and \\_c\\_ and \\~\\~x\\~\\~.'));
    assert.ok(md.includes('Draft \\<internal> and \\*stars\\*'));
  });

  it('has no JSX, imports or HTML left', () => {
    const prose = md.replace(/```[^]*?```/g, '');
    assert.doesNotMatch(prose.replace(/`[^`]*`/g, ''), /(?<!\\)<\/?[A-Za-z][^>]*>/);
    assert.doesNotMatch(prose, /^(import|export) /m);
  });
});

describe('pageMarkdown: a generated reference page', () => {
  const page = convert('reference-page', 'https://docs.vendure.io/reference/typescript-api/default-search-plugin/');
  const md = page.markdown;

  it('matches the golden file', () => assert.equal(md, page.expected));

  it('does not repeat a description that the body opens with', () => {
    assert.equal(md.match(/The DefaultSearchPlugin provides/g)?.length, 1);
    assert.equal(page.description, 'The DefaultSearchPlugin provides a full-text Product search based on the full-text searching capabilities of the underlying database.');
  });

  it('writes ApiDeclaration as one line: kind, package and version, source, status', () => {
    assert.ok(md.includes('# DefaultSearchPlugin\n\n*class* · `@vendure/core 3.7.3` · [Source](https://github.com/vendurehq/vendure/blob/v3.7.3/packages/core/src/plugin/default-search-plugin/default-search-plugin.ts) · since 1.2.0 · experimental · deprecated\n'));
  });

  it('writes ApiDeprecation as a blockquote', () => {
    assert.ok(md.includes('> **Deprecated:** Use the [new options](https://docs.vendure.io/reference/typescript-api/default-search-plugin/default-search-plugin-init-options) instead.'));
    assert.ok(md.includes('> **Deprecated:**\n>\n> ```ts\n> use()\n> ```'));
  });

  it('writes ApiSignature as a TypeScript block, links dropped', () => {
    assert.ok(md.includes('```ts\nclass DefaultSearchPlugin implements OnApplicationBootstrap, OnApplicationShutdown\n```'));
  });

  it('leaves out the member summary table, whose every row the member sections repeat', () => {
    assert.ok(!md.includes('| Member |'));
    assert.equal(md.match(/`\(options: DefaultSearchPluginInitOptions\) => Type<DefaultSearchPlugin>`/g)?.length, 1, 'each signature once');
    assert.ok(md.includes('```\n\n## init\n'), 'the declaration is followed by the first member');
  });

  it('keeps a member table with a row that has no section on the page', () => {
    const html = readFileSync(path.join(fixtures, 'reference-page.html'), 'utf8').replace('href="#default-search-plugin-init"', 'href="#elsewhere"');
    const kept = pageMarkdown(html, 'https://docs.vendure.io/reference/typescript-api/default-search-plugin/', 'Vendure Docs');
    assert.ok(kept?.markdown.includes('| Member | Type | Required | Default | Since |\n| --- | --- | --- | --- | --- |\n| [init](https://docs.vendure.io/reference/typescript-api/default-search-plugin/#elsewhere)'));
  });

  it('writes ApiMember as one line: kind, modifiers, type, default, status', () => {
    assert.ok(md.includes('## init\n\n*method* · static · `(options: DefaultSearchPluginInitOptions) => Type<DefaultSearchPlugin>`\n'));
    assert.ok(md.includes('## options\n\n*property* · readonly optional · `string | number` · default: `{}` · since 1.2.0 · deprecated\n'));
  });
});

describe('pageMarkdown: a GraphQL reference page', () => {
  const page = convert('graphql-page', 'https://docs.vendure.io/reference/graphql-api/admin/input-types/c');

  it('matches the golden file', () => assert.equal(page.markdown, page.expected));

  it('writes GqlSdl as a GraphQL block with its comments and deprecations, links dropped', () => {
    assert.ok(
      page.markdown.includes(
        '### CancelOrderInput\n\n```graphql\ninput CancelOrderInput {\n  # The id of the order to be cancelled\n  orderId: ID!\n  lines: [OrderLineInput!]\n  currencyCode: CurrencyCode @deprecated(reason: "Use defaultCurrencyCode instead")\n}\n```',
      ),
    );
    assert.ok(page.markdown.includes('```graphql\nscalar CurrencyCode\n```'));
  });
});

describe('pageMarkdown: pages of other shapes', () => {
  it('reads a page without an article (the home page) from <main>, titled by <title>', () => {
    const page = convert('home-page', 'https://docs.vendure.io/');
    assert.equal(page.markdown, page.expected);
    assert.equal(page.title, 'Vendure Docs');
    assert.ok(page.markdown.includes('- ## [Learn](https://docs.vendure.io/guides/getting-started/installation)\n\n  For developers\n\n  Install Vendure and learn its core concepts.'));
    assert.ok(!page.markdown.includes('Copyright'));
  });

  it('reads minified HTML, whose optional end tags (</th>, </tr>, </thead>, </li>, <head>) are left out, as a browser does', () => {
    const page = convert('minified-page', 'https://docs.vendure.io/guides/core-concepts/auth');
    assert.equal(page.markdown, page.expected);
    assert.equal(page.description, 'Who may call what.');
    assert.ok(page.markdown.includes('|  | Shop API (`/shop-api`) | Admin API |\n| --- | --- | --- |\n| Who signs in | Customers | Administrators |\n| Without signing in | Browse | Nothing |'));
    assert.ok(page.markdown.includes('- One\n- Two\n  - Two and a half\n- Three'));
  });

  it('gives nothing for a page with neither <article> nor <main>', () => {
    assert.equal(pageMarkdown('<html><body><p>Redirecting…</p></body></html>', 'https://docs.vendure.io/x', 'Vendure Docs'), undefined);
  });
});
