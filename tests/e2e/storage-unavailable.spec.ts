import { expect, test } from '@playwright/test';
import { announcementBar, hydrated, INSTALLATION } from './support';

test('the site still renders when browser storage throws, and warns in the console', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') {
      warnings.push(message.text());
    }
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is disabled for this test', 'SecurityError');
      },
    });
  });
  await page.goto(INSTALLATION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  await hydrated(page);
  // Interactions that would write to storage keep working.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(announcementBar(page)).toBeVisible();
  await announcementBar(page).getByRole('button', { name: 'Close' }).click();
  await expect(announcementBar(page)).toHaveCount(0);
  expect(warnings.some((w) => w.includes('Docusaurus browser storage is not available'))).toBe(true);
});
