import { expect, test } from '@playwright/test';
import { hydrated, INSTALLATION } from './support';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Toggle navigation bar' });

test.describe('at 996 px and below', () => {
  test.use({ viewport: { width: 996, height: 800 } });

  test('the menu toggle opens the sidebar with a way back to the main menu', async ({ page }) => {
    await page.goto(INSTALLATION);
    await hydrated(page);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.navbar__items .navbar__link', { hasText: 'Reference' })).toBeHidden();

    await toggle(page).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'Installation' })).toBeVisible();
    await menu.getByRole('button', { name: /Back to main menu/ }).click();
    for (const name of ['Learn', 'Reference', 'User Guide']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the mobile menu closes when the layout becomes desktop', async ({ page }) => {
    await page.goto(INSTALLATION);
    await hydrated(page);
    await toggle(page).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar.navbar-sidebar--show')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guide with code hydrates without sorting anything by locale, and its menu opens on the guide’s sidebar', async ({ page }) => {
    // The browser's first collator is slow to build: the theme's code blocks and its phone menu's sidebar sorted with one.
    await page.addInitScript(() => {
      const localeCompare = String.prototype.localeCompare;
      let calls = 0;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<string['localeCompare']>) {
        calls++;
        return localeCompare.apply(this, args);
      };
      // The count when Docusaurus marks the page hydrated: later work (the menu's sidebar, handed over when idle) is not hydration.
      // Observed from the document: this runs before the parser has made <html>.
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hasHydrated !== 'true') return;
        (window as unknown as { localeCompareWhileHydrating: number }).localeCompareWhileHydrating = calls;
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
    });
    await page.goto('/guides/core-concepts/orders');
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { localeCompareWhileHydrating: number }).localeCompareWhileHydrating)).toBe(0);
    await toggle(page).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
  });

  test('the search button shows only its icon and is still named Search', async ({ page }) => {
    await page.goto(INSTALLATION);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Search', exact: true });
    await expect(button).toBeVisible();
    await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveCSS('clip', 'rect(0px, 0px, 0px, 0px)');
    await button.click();
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test("the menu shows the reference's names on one line, cut with an ellipsis, and lets guide labels wrap", async ({ page }) => {
    const whiteSpaceOf = (name: string) => page.locator('.navbar-sidebar').getByRole('link', { name, exact: true }).evaluate((el) => getComputedStyle(el).whiteSpace);
    await page.goto('/reference/typescript-api/orders/default-order-item-price-calculation-strategy');
    await hydrated(page);
    await toggle(page).click();
    expect(await whiteSpaceOf('DefaultOrderItemPriceCalculationStrategy')).toBe('nowrap');
    await page.goto(INSTALLATION);
    await hydrated(page);
    await toggle(page).click();
    expect(await whiteSpaceOf('Installation')).toBe('normal');
  });
});

test.describe('at 997 px and above', () => {
  test.use({ viewport: { width: 997, height: 800 } });

  test('the sidebar is shown beside the page and cannot be hidden', async ({ page }) => {
    await page.goto(INSTALLATION);
    await expect(toggle(page)).toBeHidden();
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveCount(0);
  });
});
