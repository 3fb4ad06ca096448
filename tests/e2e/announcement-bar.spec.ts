import { expect, test } from '@playwright/test';
import { announcementBar, hydrated } from './support';


test('the announcement bar shows until it is closed, and stays closed', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(announcementBar(page)).toContainText('Vendure 3.7');
  await announcementBar(page).getByRole('button', { name: 'Close' }).click();
  await expect(announcementBar(page)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored).toEqual({ dismiss: 'true', id: 'vendure-3-7-docs' });
  await page.reload();
  await hydrated(page);
  await expect(announcementBar(page)).toHaveCount(0);
});

test('the bar returns when its id changes', async ({ page }) => {
  // A reader who closed an earlier announcement, stored under another id.
  await page.addInitScript(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.goto('/');
  await expect(announcementBar(page)).toBeVisible();
});
