import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * Tables and titles that fit, on every page: each reference page at 1280 px
 * (every table within the text column, and a title that is one API name broken
 * only between its words) and each guide and User guide page at 390 px (no
 * table wider than the screen). Pages are checked as served, the site's
 * bundles blocked: layout comes from the HTML and the style sheet alone.
 */
const SHARDS = 2;
const sitemap = readFileSync(path.resolve(__dirname, '../../build/sitemap.xml'), 'utf8');
const paths = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => new URL(m[1]).pathname);
const reference = paths.filter((p) => p.startsWith('/reference/'));
const guides = paths.filter((p) => p.startsWith('/guides/') || p.startsWith('/user-guide/'));

async function servedPage(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.route('**/assets/js/**', (route) => route.abort());
}

/** What does not fit on the page just loaded: tables past the text column or the screen, title words split over lines. */
function misfits(page: Page, url: string): Promise<string[]> {
  return page.evaluate((url) => {
    const found: string[] = [];
    const column = document.querySelector('.markdown')?.getBoundingClientRect();
    document.querySelectorAll('.markdown table').forEach((table, i) => {
      const box = table.getBoundingClientRect();
      if (column && box.right > column.right + 1) found.push(`${url}: table ${i + 1} is ${Math.round(box.width)} px in a ${Math.round(column.width)} px column`);
      if (box.right > window.innerWidth + 1) found.push(`${url}: table ${i + 1} is wider than the screen`);
    });
    const title = document.querySelector('h1');
    for (const node of Array.from(title?.childNodes ?? [])) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      // A text node of several words may wrap between them; one word may not.
      if (lines.size > 1 && !/\s/.test(node.textContent.trim())) found.push(`${url}: the title breaks inside "${node.textContent}"`);
    }
    return found;
  }, url);
}

for (const [label, list, width] of [['reference', reference, 1280], ['guide and User guide', guides, 390]] as const) {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`${label} pages ${shard + 1}/${SHARDS} at ${width} px: tables fit the column and titles break between words`, async ({ page }) => {
      test.setTimeout(10 * 60_000);
      await servedPage(page, width);
      const found: string[] = [];
      for (const url of list.filter((_, i) => i % SHARDS === shard)) {
        await page.goto(url, { waitUntil: 'load' });
        found.push(...(await misfits(page, url)));
      }
      expect(found).toEqual([]);
    });
  }
}

test('the layout crawl sees a table that does not fit', async ({ page }) => {
  await servedPage(page, 390);
  await page.goto('/guides/developer-guide/plugins/', { waitUntil: 'load' });
  await page.evaluate(() => {
    const table = document.querySelector('.markdown table') as HTMLElement;
    table.classList.remove('stack-on-phone');
    table.style.minWidth = '900px';
  });
  expect(await misfits(page, 'x')).toEqual(expect.arrayContaining([expect.stringContaining('wider than the screen')]));
});
