import { expect, type Page, test } from '@playwright/test';
import { hydrated, recordScripts } from './support';

/**
 * Theme parts that no page of the site shows today (the unlisted and draft
 * banners, a tags row, a `<details>`) load their code only on a page that
 * shows them (src/theme/lazy-when.tsx). The fixture route that shows them is
 * built only with DOCS_TEST_FIXTURES=true (npm run build:test).
 */
const FIXTURE = '/__test__/on-demand';

async function expectParts(page: Page): Promise<void> {
  await expect(page.getByText('Unlisted page', { exact: true })).toBeVisible();
  await expect(page.getByText('Draft page', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fixture tag' })).toBeVisible();
  await expect(page.getByText('More about it')).toBeVisible();
}

test('a page that shows them has them in its served HTML, and they work once hydrated', async ({ browser, page }) => {
  const served = await browser.newContext({ javaScriptEnabled: false });
  const servedPage = await served.newPage();
  await servedPage.goto(FIXTURE);
  await expectParts(servedPage);
  await served.close();

  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto(FIXTURE);
  await hydrated(page);
  await expectParts(page);
  // The unlisted banner also keeps search engines away.
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  await expect(page.getByText('Text shown once opened.')).toBeHidden();
  await page.getByText('More about it').click();
  await expect(page.getByText('Text shown once opened.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page that shows none of them does not download their code', async ({ page }) => {
  const { scripts, stop } = await recordScripts(page);
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(5);
  // The unlisted banner's text, and the tags row's label.
  for (const text of ['This page is unlisted', 'theme.tags.tagsListLabel']) expect(scripts.filter((script) => script.includes(text)).length, text).toBe(0);
  // What is there: the page's own code was read.
  expect(scripts.some((script) => script.includes('"/guides/core-concepts/orders"'))).toBe(true);
  await stop();
});
