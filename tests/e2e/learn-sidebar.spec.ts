import { expect, test, type Page } from '@playwright/test';

/** Labels of the categories that enclose the sidebar's active link, outermost first. */
async function activeTrail(page: Page): Promise<string[]> {
  const active = page.locator('.theme-doc-sidebar-menu a.menu__link--active').last();
  await expect(active).toBeVisible();
  return active.evaluate((link) => {
    const labels: string[] = [];
    for (let item = link.closest('li')?.parentElement?.closest('li.menu__list-item'); item; item = item.parentElement?.closest('li.menu__list-item')) {
      const label = item.querySelector(':scope > .menu__list-item-collapsible > .menu__link');
      if (label?.textContent) labels.unshift(label.textContent.trim());
    }
    return labels;
  });
}

test('a Developer guide page keeps its flat URL and shows in its group of the Learn sidebar', async ({ page }) => {
  await page.goto('/guides/developer-guide/plugins');
  await expect(page).toHaveURL(/\/guides\/developer-guide\/plugins\/?$/);
  await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--active').last()).toHaveAttribute('href', /\/guides\/developer-guide\/plugins\/?$/);
  expect(await activeTrail(page)).toEqual(['Developer guide', 'Fundamentals']);
});

test('the Developer guide groups come in reading order, and Migrating from v1 opens on its own page', async ({ page }) => {
  await page.goto('/guides/developer-guide/migrating-from-v1/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await activeTrail(page)).toEqual(['Developer guide']);
  const groups = page.locator('.theme-doc-sidebar-menu > li', { hasText: 'Developer guide' }).locator(':scope > ul > li > .menu__list-item-collapsible > .menu__link');
  await expect(groups).toHaveText(['Overview', 'Fundamentals', 'Advanced topics', 'Migrating from v1']);
});

test('Core concepts lists its pages alphabetically, the second part among the first', async ({ page }) => {
  await page.goto('/guides/core-concepts/cart');
  const links = page.locator('.theme-doc-sidebar-menu > li', { hasText: 'Core concepts' }).locator(':scope > ul > li > a.menu__link');
  const labels = await links.allTextContents();
  expect(labels.length).toBeGreaterThanOrEqual(26);
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
});

test('the Learn sidebar lists its sections in the order of the spec', async ({ page }) => {
  await page.goto('/guides/storefront/checkout-flow');
  const sections = page.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > .menu__link');
  await expect(sections).toHaveText(['Getting started', 'Core concepts', 'Storefront', 'Developer guide', 'Extending the Dashboard', 'Extending the Admin UI', 'Deployment', 'How-to']);
});
