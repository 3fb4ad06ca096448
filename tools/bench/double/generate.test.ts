import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { generateDouble, prefixCategorySlug, prefixSlug, removeDouble } from './generate';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A small docs/ tree with what the real one holds: slugs, partials, categories, images, a page outside the sections. */
function docsTree(): string {
  const docs = mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  write(docs, 'guides/core/_category_.json', '{ "label": "Core", "position": 1 }');
  write(docs, 'guides/core/orders.mdx', '---\ntitle: Orders\nslug: /guides/core/orders\n---\n\nSee [money](./money.mdx) and slug: /x.\n');
  write(docs, 'guides/core/money.md', '# Money\n');
  write(docs, 'guides/core/_partial.mdx', 'Shared text\n');
  write(docs, 'guides/core/shot/index.mdx', '![A screenshot](./shot.webp)\n');
  write(docs, 'guides/core/shot/shot.webp', 'RIFF');
  write(docs, 'reference/index.mdx', '# Reference\n');
  write(docs, 'reference/typescript-api/_category_.json', '{ "label": "TypeScript API", "link": { "type": "generated-index", "slug": "/reference/typescript-api" } }');
  write(docs, 'reference/typescript-api/product.mdx', '---\ntitle: Product\n---\n');
  write(docs, 'user-guide/index.mdx', "---\nslug: '/user-guide/'\n---\n");
  write(docs, 'standalone/workflow.mdx', '---\nslug: /guides/storefront/order-workflow\ndisplayed_sidebar: null\n---\n');
  write(docs, 'TODO.mdx', '# To do\n');
  return docs;
}

describe('prefixSlug', () => {
  it('moves an absolute slug under the prefix, quoted or not', () => {
    assert.equal(prefixSlug('---\nslug: /guides/a\n---\nBody\n', '/p'), '---\nslug: /p/guides/a\n---\nBody\n');
    assert.equal(prefixSlug("---\ntitle: A\nslug: '/user-guide/'\n---\n", '/p'), "---\ntitle: A\nslug: '/p/user-guide/'\n---\n");
  });

  it('leaves relative slugs, pages without front matter and the body alone', () => {
    assert.equal(prefixSlug('---\nslug: relative\n---\n', '/p'), '---\nslug: relative\n---\n');
    assert.equal(prefixSlug('# Title\nslug: /guides/a\n', '/p'), '# Title\nslug: /guides/a\n');
    assert.equal(prefixSlug('---\ntitle: A\n---\nslug: /guides/a\n', '/p'), '---\ntitle: A\n---\nslug: /guides/a\n');
  });
});

describe('prefixCategorySlug', () => {
  it('moves a generated index under the prefix and keeps a category without one as it is', () => {
    assert.deepEqual(JSON.parse(prefixCategorySlug('{"label":"A","link":{"type":"generated-index","slug":"/a"}}', '/p')), {
      label: 'A',
      link: { type: 'generated-index', slug: '/p/a' },
    });
    assert.equal(prefixCategorySlug('{"label":"A"}', '/p'), '{"label":"A"}');
  });
});

describe('generateDouble', () => {
  it('copies every section with its images, partials and categories, and counts the pages', () => {
    const docs = docsTree();
    assert.equal(generateDouble(docs), 7);
    const copy = path.join(docs, 'bench-double');
    assert.equal(readFileSync(path.join(copy, 'guides/core/orders.mdx'), 'utf8'), '---\ntitle: Orders\nslug: /bench-double/guides/core/orders\n---\n\nSee [money](./money.mdx) and slug: /x.\n');
    assert.equal(readFileSync(path.join(copy, 'guides/core/shot/shot.webp'), 'utf8'), 'RIFF');
    assert.equal(readFileSync(path.join(copy, 'guides/core/_partial.mdx'), 'utf8'), 'Shared text\n');
    assert.equal(readFileSync(path.join(copy, 'guides/core/_category_.json'), 'utf8'), '{ "label": "Core", "position": 1 }');
    assert.equal(JSON.parse(readFileSync(path.join(copy, 'reference/typescript-api/_category_.json'), 'utf8')).link.slug, '/bench-double/reference/typescript-api');
    assert.match(readFileSync(path.join(copy, 'standalone/workflow.mdx'), 'utf8'), /slug: \/bench-double\/guides\/storefront\/order-workflow\ndisplayed_sidebar: null/);
    assert.equal(existsSync(path.join(copy, 'TODO.mdx')), false);
    // The originals are untouched.
    assert.match(readFileSync(path.join(docs, 'guides/core/orders.mdx'), 'utf8'), /slug: \/guides\/core\/orders/);
  });

  it('wipes what an earlier run left, and removeDouble leaves no trace', () => {
    const docs = docsTree();
    write(docs, 'bench-double/guides/gone.mdx', '# Gone\n');
    generateDouble(docs);
    assert.equal(existsSync(path.join(docs, 'bench-double/guides/gone.mdx')), false);
    removeDouble(docs);
    assert.equal(existsSync(path.join(docs, 'bench-double')), false);
  });

  it('refuses to run before the reference is generated', () => {
    const docs = mkdtempSync(path.join(os.tmpdir(), 'docs-'));
    write(docs, 'guides/a.mdx', '# A\n');
    assert.throws(() => generateDouble(docs), /No docs\/reference to copy/);
  });
});
