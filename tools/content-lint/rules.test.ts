import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePage } from '../markdown/read-page';
import { countProseWords, lintPage, linkRoute } from './rules';
import { routeOfDoc } from '../markdown/doc-routes';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const page = (file: string, front: string, body: string) => parsePage(file, `---\n${front}\n---\n${body}`);
const files = new Set(['docs/guides/core-concepts/orders.mdx']);
const context = { routes: new Set(['/reference', '/reference/typescript-api/entities/product']), fileExists: (file: string) => files.has(file) };
const messages = (p: ReturnType<typeof page>) => lintPage(p, context).map((e) => `${e.line}: ${e.message}`);

describe('content lint', () => {
  it('accepts a complete guide page', () => {
    const p = page(
      'docs/guides/a.mdx',
      'title: A\ndescription: About A.',
      `\n${words(250)}\n\n## First\n\nSee [Product](/reference/typescript-api/entities/product#id) and ![A diagram](./a.png).\n\n\`\`\`ts\n# not a heading\n\`\`\`\n`,
    );
    assert.deepEqual(messages(p), []);
  });

  it('reports missing front matter, H1, repeated headings, thin pages, missing alt text and dead reference links', () => {
    const p = page(
      'docs/guides/sub/b.mdx',
      'title: B',
      '\n# Title again\n\n## Setup\n\ntext\n\n## Setup\n\n![](./x.png) <img src="y.png" />\n\n[gone](../../reference/typescript-api/gone.mdx)\n',
    );
    assert.deepEqual(messages(p), [
      '1: front matter needs a `description`',
      '5: no H1 in the body: the title front matter is the page heading',
      '11: heading "Setup" repeats the anchor #setup of line 7',
      '1: 6 words of prose; a guide page needs at least 250',
      '13: image without alt text',
      '13: image without alt text',
      '15: link to /reference/typescript-api/gone, a reference page that does not exist',
      '15: link to ../../reference/typescript-api/gone.mdx, but docs/reference/typescript-api/gone.mdx does not exist',
    ]);
  });

  it('reports a relative link to a page file that does not exist, and accepts one that does', () => {
    const body = `\n${words(250)}\n\n[Orders](../core-concepts/orders.mdx#states) and [gone](../../core-concepts/orders.mdx).\n`;
    assert.deepEqual(messages(page('docs/guides/storefront/a.mdx', 'title: A\ndescription: About A.', body)), [
      '8: link to ../../core-concepts/orders.mdx, but docs/core-concepts/orders.mdx does not exist',
    ]);
  });

  it('does not require 250 words outside guides and the user guide', () => {
    assert.deepEqual(messages(page('docs/reference/index.mdx', 'title: R\ndescription: d', '\nShort.\n')), []);
  });

  it('counts prose only', () => {
    const p = page('docs/guides/c.mdx', 'title: C', "\nimport Tabs from '@theme/Tabs';\n\nOne two [three](/a/b).\n\n<Tabs>\n\n```ts\nconst a = 1;\n```\n\n</Tabs>\n{/* hidden note */}\n");
    assert.equal(countProseWords(p), 3);
  });
});

describe('routes', () => {
  it('maps files and links to clean routes', () => {
    assert.equal(routeOfDoc('docs/reference/index.mdx'), '/reference');
    assert.equal(routeOfDoc('docs/guides/x.md', '/custom/'), '/custom');
    const p = page('docs/guides/getting-started/installation.mdx', 'title: I', '');
    assert.equal(linkRoute(p, '../../reference/index.mdx#top'), '/reference');
    assert.equal(linkRoute(p, '/reference/graphql-api/shop/queries/'), '/reference/graphql-api/shop/queries');
    assert.equal(linkRoute(p, 'https://vendure.io'), undefined);
    assert.equal(linkRoute(p, '#prerequisites'), undefined);
  });
});
