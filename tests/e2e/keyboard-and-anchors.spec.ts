import { expect, test } from '@playwright/test';
import { hydrated, INSTALLATION } from './support';

test('the first Tab reaches a skip link that moves focus to the main content', async ({ page }) => {
  await page.goto(INSTALLATION);
  await hydrated(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus lands on <main> (and Chromium then drops it to the document, as the
  // theme removes the temporary tabindex): the next Tab must stay inside main.
  await page.keyboard.press('Tab');
  const insideMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
  expect(insideMain).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator(':focus')).toHaveCount(0);
});

test('every heading has a direct link titled after it', async ({ page }) => {
  await page.goto(INSTALLATION);
  const headings = page.locator('article h2, article h3');
  const count = await headings.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i++) {
    const heading = headings.nth(i);
    const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
    const id = await heading.getAttribute('id');
    const link = heading.locator('a.hash-link');
    await expect(link).toHaveAttribute('title', `Direct link to ${text}`);
    await expect(link).toHaveAttribute('href', `#${id}`);
  }
});
