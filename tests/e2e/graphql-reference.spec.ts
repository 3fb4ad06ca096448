import { expect, test } from '@playwright/test';

test('a type link in a query lands on that type’s heading', async ({ page }) => {
  await page.goto('/reference/graphql-api/shop/queries');
  await expect(page.locator('h1')).toHaveText('Queries');
  const sdl = page.locator('#product').locator('xpath=following-sibling::pre[1]');
  await expect(sdl).toContainText('product(id: ID, slug: String): Product');
  await sdl.getByRole('link', { name: 'Product', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/graphql-api\/shop\/object-types\/p#product$/);
  await expect(page.locator('h2#product')).toBeInViewport();
  await expect(page.locator('h2#product').locator('xpath=following-sibling::pre[1]')).toContainText('type Product implements Node');
});

test('a split page keeps its SPEC route as an A–Z index of every entry', async ({ page }) => {
  await page.goto('/reference/graphql-api/admin/object-types');
  await expect(page.locator('h1')).toHaveText('Object types');
  await page.locator('article li').getByRole('link', { name: 'Administrator', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/graphql-api\/admin\/object-types\/a#administrator$/);
  await expect(page.locator('h2#administrator')).toBeInViewport();
});

test('a field has its own link target, and a deprecated field says so apart from its description', async ({ page }) => {
  await page.goto('/reference/graphql-api/shop/object-types/c#channel.currencycode');
  const field = page.locator('[id="channel.currencycode"]');
  await expect(field).toHaveText('currencyCode');
  await expect(field).toBeInViewport();
  // The directive follows the field on its line, in a colour of its own.
  const directive = field.locator('xpath=following-sibling::span[1]');
  await expect(directive).toHaveText(' @deprecated(reason: "Use defaultCurrencyCode instead")');
  const code = field.locator('xpath=..');
  expect(await directive.evaluate((el) => getComputedStyle(el).color)).not.toBe(await code.evaluate((el) => getComputedStyle(el).color));
});

test('the letter pages read as "Object types: A" in the sidebar', async ({ page }) => {
  await page.goto('/reference/graphql-api/admin/object-types/a');
  await expect(page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Object types: A', exact: true })).toBeVisible();
});
