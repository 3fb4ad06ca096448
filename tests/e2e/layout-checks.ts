import type { Page } from '@playwright/test';

/** What does not fit on the page shown now: tables past the text column or the screen, title words split over lines. */
export function misfits(page: Page, url: string): Promise<string[]> {
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
