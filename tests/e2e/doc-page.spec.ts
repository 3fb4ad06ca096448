import { expect, test } from '@playwright/test';
import { INSTALLATION } from './support';

test('a guide shows its last update and an edit link into the docs folder', async ({ page }) => {
  await page.goto(INSTALLATION);
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d+, \d{4}/);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    'https://github.com/vendurehq/vendure/edit/master/docs/guides/getting-started/installation.mdx',
  );
});

test('the table of contents lists level 2 and 3 headings only', async ({ page }) => {
  await page.goto(INSTALLATION);
  const tocLinks = page.locator('.table-of-contents a');
  const tocTargets = (await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((h) =>
    h?.slice(1),
  );
  const headingIds = await page
    .locator('article h2[id], article h3[id]')
    .evaluateAll((hs) => hs.map((h) => h.id));
  expect(tocTargets).toEqual(headingIds);
});

test('the page head has language, direction, canonical address and sharing tags', async ({ page }) => {
  await page.goto(INSTALLATION);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    `https://docs.vendure.io${INSTALLATION}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Installation/);
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveCount(1);
});
