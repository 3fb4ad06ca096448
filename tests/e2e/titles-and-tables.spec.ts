import { expect, type Locator, test } from '@playwright/test';
import { DESKTOP_AND_PHONE } from './support';

const SERVICE = '/reference/typescript-api/services/product-variant-service';
const LONG_TITLE = '/reference/typescript-api/orders/order-item-price-calculation-strategy';

/** The words of each API name in the title (the text between `<wbr>`s) that the browser laid out on more than one line. */
async function namePartsBrokenAcrossLines(title: Locator): Promise<string[]> {
  return title.evaluate((h1) => {
    const broken: string[] = [];
    for (const node of Array.from(h1.childNodes)) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) broken.push(node.textContent);
    }
    return broken;
  });
}

for (const viewport of DESKTOP_AND_PHONE) {
  test(`a long API title breaks only between the words of its name, beside Copy page, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(LONG_TITLE);
    const title = page.locator('h1');
    await expect(title).toHaveText('OrderItemPriceCalculationStrategy');
    expect(await title.locator('wbr').count()).toBe(4);
    expect(await namePartsBrokenAcrossLines(title)).toEqual([]);
    expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true);
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeVisible();
  });
}

test('the longest API name in the reference stays whole in the breadcrumb on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reference/typescript-api/products-stock/default-product-variant-price-calculation-strategy');
  const crumb = page.locator('.breadcrumbs__item--active');
  await expect(crumb).toHaveText('DefaultProductVariantPriceCalculationStrategy');
  const box = await crumb.evaluate((li) => {
    const text = document.createTreeWalker(li, NodeFilter.SHOW_TEXT).nextNode()!;
    const range = document.createRange();
    range.selectNodeContents(text);
    const rects = Array.from(range.getClientRects());
    return { lines: new Set(rects.map((rect) => Math.round(rect.top))).size, fits: rects.every((rect) => rect.right <= window.innerWidth) };
  });
  expect(box).toEqual({ lines: 1, fits: true });
});

test('a class’s member table leaves out Required and the columns empty on every row, and keeps to the text column at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(SERVICE);
  const table = page.getByRole('region', { name: /Member/ }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Member', 'Type']);
  // Types are whole, not cut with an ellipsis.
  await expect(table).not.toContainText('…');
  const widths = await table.evaluate((element) => ({ table: element.getBoundingClientRect().width, column: element.closest('.markdown')!.getBoundingClientRect().width }));
  expect(widths.table).toBeLessThanOrEqual(widths.column);
});

test('an interface’s member table keeps Required', async ({ page }) => {
  await page.goto('/reference/typescript-api/configuration/vendure-config');
  await expect(page.getByRole('region', { name: /Member/ }).getByRole('table').getByRole('columnheader', { name: 'Required' })).toBeVisible();
});

test('on a phone a guide table of three columns shows each row as labelled lines, without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/developer-guide/plugins/');
  const table = page.locator('table.stack-on-phone').first();
  await expect(table).toBeVisible();
  const cell = table.locator('td[data-label]').first();
  expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe('block');
  expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${await cell.getAttribute('data-label')}"`);
  const region = table.locator('xpath=..');
  expect(await region.evaluate((div) => div.scrollWidth <= div.clientWidth)).toBe(true);
  // Screen readers still meet a table with its column headers.
  await expect(page.getByRole('table').first().getByRole('columnheader').first()).toBeAttached();
});

test('image alt text is escaped once: an apostrophe is an apostrophe', async ({ page }) => {
  await page.goto('/user-guide/orders/');
  await expect(page.getByRole('img', { name: /^Chloé Martin's paid order/ })).toBeVisible();
});
