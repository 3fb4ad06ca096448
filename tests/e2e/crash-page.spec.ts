import { expect, test } from '@playwright/test';
import { hydrated } from './support';

// The crash fixture route is built only with DOCS_TEST_FIXTURES=true (npm run build:test).
const FIXTURE = '/__test__/crash';

test('a page that crashes shows the error with its cause, and Try again recovers', async ({ page }) => {
  page.on('pageerror', () => {}); // The crash is the point of this test.
  await page.goto(FIXTURE);
  await hydrated(page);
  await page.getByRole('button', { name: 'Crash the page' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed' })).toBeVisible();
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByText(/Fixture crash of the whole page\s+Cause:\s+Root cause given by the fixture/)).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Crash fixture' })).toBeVisible();
});

test('a crash inside the content keeps the site navigation usable', async ({ page }) => {
  page.on('pageerror', () => {});
  await page.goto(FIXTURE);
  await hydrated(page);
  await page.getByRole('button', { name: 'Crash the content' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
