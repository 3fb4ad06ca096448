import { expect, test } from '@playwright/test';

test('a type link in a query lands on that type’s heading', async ({ page }) => {
  await page.goto('/reference/graphql-api/shop/queries');
  await expect(page.locator('h1')).toHaveText('Queries');
  const sdl = page.locator('#product').locator('xpath=following-sibling::pre[1]');
  await expect(sdl).toContainText('product(id: ID, slug: String): Product');
  await sdl.getByRole('link', { name: 'Product', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/graphql-api\/shop\/object-types\/p#product$/);
  await expect(page.locator('h3#product')).toBeInViewport();
  await expect(page.locator('h3#product').locator('xpath=following-sibling::pre[1]')).toContainText('type Product implements Node');
});

test('a split page keeps its SPEC route as an A–Z index of every entry', async ({ page }) => {
  await page.goto('/reference/graphql-api/admin/object-types');
  await expect(page.locator('h1')).toHaveText('Object types');
  await page.locator('article li').getByRole('link', { name: 'Administrator', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/graphql-api\/admin\/object-types\/a#administrator$/);
  await expect(page.locator('h3#administrator')).toBeInViewport();
});
