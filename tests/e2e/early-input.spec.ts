import { expect, test, type Page } from '@playwright/test';
import { holdBack, INSTALLATION } from './support';

/**
 * Opens a page whose app arrives late, as on a slow phone: the main script is
 * held back until the returned function lets it through, once the test has
 * acted. Waits only for the server's HTML to paint.
 */
async function openBeforeTheAppStarts(page: Page): Promise<() => void> {
  const startTheApp = await holdBack(page, (url) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url));
  await page.goto(INSTALLATION, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  return startTheApp;
}

/** Fails unless the app has not hydrated yet: what the test did happened before it started. */
async function expectAppNotStarted(page: Page): Promise<void> {
  expect(await page.locator('html').getAttribute('data-has-hydrated')).not.toBe('true');
}

test('a click on Search before the app has started opens the search modal once it has', async ({ page }) => {
  const startTheApp = await openBeforeTheAppStarts(page);
  await page.locator('.DocSearch-Button').click();
  await expectAppNotStarted(page);
  startTheApp();
  await expect(page.locator('.DocSearch-Input')).toBeFocused({ timeout: 15_000 });
});

for (const keys of ['Control+k', '/']) {
  test(`${keys} before the app has started opens the search modal once it has`, async ({ page }) => {
    const startTheApp = await openBeforeTheAppStarts(page);
    await page.keyboard.press(keys);
    await expectAppNotStarted(page);
    startTheApp();
    await expect(page.locator('.DocSearch-Input')).toBeFocused({ timeout: 15_000 });
  });
}

test('letters typed after Control+k, before the app has started, become the query of the modal it opens', async ({ page }) => {
  const startTheApp = await openBeforeTheAppStarts(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('orderr');
  await page.keyboard.press('Backspace');
  await expectAppNotStarted(page);
  startTheApp();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('order', { timeout: 15_000 });
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the menu button before the app has started opens the menu once it has, and leaves it open', async ({ page }) => {
    const startTheApp = await openBeforeTheAppStarts(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expectAppNotStarted(page);
    startTheApp();
    await expect(page.locator('html[data-has-hydrated=true]')).toHaveCount(1, { timeout: 15_000 });
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // React did not replay the same tap a second time, which would close the menu again.
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
  });
});
