import { expect, test } from '@playwright/test';
import { hydrated, INSTALLATION } from './support';

test('the navbar leads to the three sections, the main site and the source code', async ({ page }) => {
  await page.goto('/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const left = navbar.locator('.navbar__items:not(.navbar__items--right)');
  await expect(left.getByRole('link', { name: 'Learn', exact: true })).toHaveAttribute('href', INSTALLATION);
  await expect(left.getByRole('link', { name: 'Reference', exact: true })).toHaveAttribute('href', '/reference/');
  await expect(left.getByRole('link', { name: 'User Guide', exact: true })).toHaveAttribute('href', '/user-guide/');

  const right = navbar.locator('.navbar__items--right');
  await expect(right.getByRole('link', { name: /vendure\.io/ })).toHaveAttribute('href', 'https://vendure.io');
  await expect(right.getByRole('link', { name: 'Vendure source code on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/vendurehq/vendure',
  );
  await expect(right.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  await expect(right.getByRole('button', { name: 'Search' })).toBeVisible();
});

test('the Learn item opens the installation guide, the docs main document', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true }).click();
  await expect(page).toHaveURL(INSTALLATION);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Installation');
  await expect(page.locator('.navbar__link--active')).toHaveText('Learn');
});

for (const [path, item] of [
  ['/guides/core-concepts/orders', 'Learn'],
  ['/reference/typescript-api/entities/product-variant', 'Reference'],
  ['/reference/graphql-api/admin/object-types', 'Reference'],
  ['/user-guide/', 'User Guide'],
] as const) {
  test(`the navbar marks ${item} as the current section on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('.navbar__link--active')).toHaveText(item);
  });
}

test('no navbar section is marked on the home page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('.navbar__link--active')).toHaveCount(0);
});

test('the footer has Resources and Community columns and a fixed 2025 copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Resources', 'Community']);
  const community = footer.locator('.footer__col').nth(1);
  await expect(community.getByRole('link', { name: /Discord/ })).toHaveAttribute('href', 'https://vendure.io/community/');
  await expect(community.getByRole('link', { name: /X \(Twitter\)/ })).toHaveAttribute('href', /twitter\.com\/vendure_io/);
  await expect(community.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /youtube\.com\/@vendure_io/);
  await expect(footer.locator('.footer__copyright')).toContainText('Copyright © 2025');
});

test('the home page leads to the three sections and the installation guide', async ({ page }) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(page.getByRole('link', { name: 'Install Vendure', exact: true })).toHaveAttribute('href', INSTALLATION);
  for (const [name, href] of [
    ['Learn', INSTALLATION],
    ['Reference', '/reference/'],
    ['User Guide', '/user-guide/'],
  ]) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  await main.getByRole('link', { name: /^User Guide/ }).click();
  await expect(page).toHaveURL('/user-guide/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
