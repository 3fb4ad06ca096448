import { expect, test } from '@playwright/test';
import { dataTheme, hydrated, INSTALLATION, systemColorScheme } from './support';

test('dark is the default when the system states no preference', async ({ page }) => {
  await systemColorScheme(page, 'none');
  await page.goto(INSTALLATION);
  expect(await dataTheme(page)).toBe('dark');
});

test('the system preference is respected', async ({ browser }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(INSTALLATION);
    expect(await dataTheme(page)).toBe(colorScheme);
    await context.close();
  }
});

test('a change of the system preference is followed', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(INSTALLATION);
  expect(await dataTheme(page)).toBe('light');
  await hydrated(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await context.close();
});

test('the toggle persists the choice and syncs it to another tab', async ({ context }) => {
  const first = await context.newPage();
  await systemColorScheme(first, 'none');
  const second = await context.newPage();
  await systemColorScheme(second, 'none');
  await first.goto(INSTALLATION);
  await second.goto('/');
  expect(await dataTheme(second)).toBe('dark');
  await hydrated(first);
  await hydrated(second);

  await first.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await first.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');

  await first.reload();
  expect(await dataTheme(first)).toBe('light');
});
