import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DOUBLE_DIR, BENCH_DOUBLE_SECTIONS } from '../../../config/bench-double';

/** The URL prefix the copied pages are served under. */
export const ROUTE_PREFIX = `/${BENCH_DOUBLE_DIR}`;

/**
 * A page's source with an absolute `slug:` in its front matter moved under
 * `prefix`: the copy must not claim the original's URL. Relative slugs and
 * the body are left as they are.
 */
export function prefixSlug(source: string, prefix: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!frontMatter) return source;
  const rewritten = frontMatter[1].replace(/^slug:\s*(['"]?)\//m, `slug: $1${prefix}/`);
  return source.slice(0, frontMatter.index) + frontMatter[0].replace(frontMatter[1], () => rewritten) + source.slice(frontMatter.index + frontMatter[0].length);
}

/** A `_category_.json` whose generated-index slug, if any, is moved under `prefix`. */
export function prefixCategorySlug(json: string, prefix: string): string {
  const category = JSON.parse(json) as { link?: { slug?: string } };
  if (!category.link?.slug?.startsWith('/')) return json;
  return `${JSON.stringify({ ...category, link: { ...category.link, slug: `${prefix}${category.link.slug}` } }, null, 2)}\n`;
}

function rewriteTree(dir: string, prefix: string): number {
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      pages += rewriteTree(file, prefix);
    } else if (/\.mdx?$/.test(entry.name)) {
      writeFileSync(file, prefixSlug(readFileSync(file, 'utf8'), prefix));
      if (!entry.name.startsWith('_')) pages++;
    } else if (entry.name === '_category_.json') {
      writeFileSync(file, prefixCategorySlug(readFileSync(file, 'utf8'), prefix));
    }
  }
  return pages;
}

/**
 * Wipes `docs/bench-double/` and copies each section of `docsDir` into it,
 * images and partials included, so every copied page keeps its size, its
 * relative links and its place in a sidebar shaped like the original's.
 * Returns the number of pages written. The reference must have been
 * generated first: its pages are copied as they are.
 */
export function generateDouble(docsDir: string): number {
  const outDir = path.join(docsDir, BENCH_DOUBLE_DIR);
  rmSync(outDir, { recursive: true, force: true });
  let pages = 0;
  for (const { dir } of BENCH_DOUBLE_SECTIONS) {
    const from = path.join(docsDir, dir);
    if (!existsSync(from)) throw new Error(`No docs/${dir} to copy: run npm run generate first?`);
    cpSync(from, path.join(outDir, dir), { recursive: true });
    pages += rewriteTree(path.join(outDir, dir), ROUTE_PREFIX);
  }
  return pages;
}

/** Removes the fixture, so tools that walk docs/ (samples, content lint) never see it. */
export function removeDouble(docsDir: string): void {
  rmSync(path.join(docsDir, BENCH_DOUBLE_DIR), { recursive: true, force: true });
}
