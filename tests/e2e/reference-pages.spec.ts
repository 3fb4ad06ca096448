import { expect, test } from '@playwright/test';
import { holdBack, hydrated } from './support';

const PRODUCT = '/reference/typescript-api/entities/product';

test('a generated reference page shows the declaration, its source and version, and no edit link', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.locator('h1')).toHaveText('Product');
  await expect(page.locator('article pre').first()).toContainText('class Product extends VendureEntity');
  await expect(page.getByRole('link', { name: 'Source', exact: true })).toHaveAttribute(
    'href',
    // Line 27 of the file at the tag is `export class Product` (the package's product.entity.js.map says so).
    'https://github.com/vendurehq/vendure/blob/v3.7.3/packages/core/src/entity/product/product.entity.ts#L27',
  );
  await expect(page.locator('.theme-last-updated')).toHaveText('Generated from @vendure/core@3.7.3');
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveCount(0);
});

test('the table of contents lists the members', async ({ page }) => {
  await page.goto(PRODUCT);
  const toc = page.locator('.table-of-contents');
  for (const member of ['variants', 'featuredAsset', 'facetValues', 'channels']) {
    await expect(toc.getByRole('link', { name: member, exact: true })).toBeVisible();
  }
});

test('a type in a member links to its own reference page', async ({ page }) => {
  await page.goto(PRODUCT);
  await page.locator('#product-variants').locator('xpath=following-sibling::div[1]').getByRole('link', { name: 'ProductVariant' }).click();
  await expect(page).toHaveURL(/\/reference\/typescript-api\/entities\/product-variant$/);
  await expect(page.locator('h1')).toHaveText('ProductVariant');
});

test('a section index lists its pages with one-line descriptions', async ({ page }) => {
  await page.goto('/reference/typescript-api/entities/');
  await expect(page.locator('h1')).toHaveText('Entities');
  const item = page.locator('article li').filter({ has: page.getByRole('link', { name: 'Channel', exact: true }) });
  await expect(item).toContainText('—');
  await item.getByRole('link', { name: 'Channel', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Channel');
});

test('a plugin section opens on the plugin itself and lists the rest of the section', async ({ page }) => {
  await page.goto('/reference/core-plugins/email-plugin/');
  await expect(page.locator('h1')).toHaveText('EmailPlugin');
  await expect(page.locator('#more-in-this-section')).toBeVisible();
  await expect(page.getByRole('link', { name: 'EmailEventHandler', exact: true }).first()).toBeVisible();
});

test("an interface opens with a table of its members that jumps to each one's section", async ({ page }) => {
  await page.goto('/reference/typescript-api/configuration/vendure-config');
  const summary = page.getByRole('region', { name: /Member/ }).getByRole('table');
  const row = summary.getByRole('row').filter({ has: page.getByRole('link', { name: 'dbConnectionOptions', exact: true }) });
  await expect(row).toContainText('DataSourceOptions');
  await expect(row).toContainText('required');
  await expect(summary.getByRole('row').filter({ hasText: 'defaultLanguageCode' })).toContainText('LanguageCode.en');
  await row.getByRole('link', { name: 'dbConnectionOptions', exact: true }).click();
  await expect(page).toHaveURL(/#vendure-config-db-connection-options$/);
  await expect(page.locator('h2#vendure-config-db-connection-options')).toBeInViewport();
});

test("headings written in a declaration's doc comment are in the table of contents", async ({ page }) => {
  await page.goto('/reference/core-plugins/asset-server-plugin/');
  const toc = page.locator('.table-of-contents');
  for (const heading of ['Installation', 'Image transformation', 'Caching']) {
    await expect(toc.getByRole('link', { name: heading, exact: true })).toBeAttached();
  }
  await expect(page.locator('article').getByText('**Caching**')).toHaveCount(0);
});

test('a member whose id would repeat a declaration’s gets its own, so links to the declaration land on it', async ({ page }) => {
  await page.goto('/reference/core-plugins/payments-plugin/stripe-plugin#stripe-plugin-options');
  await expect(page.locator('#stripe-plugin-options')).toContainText('StripePluginOptions');
  await expect(page.locator('#stripe-plugin-options-member')).toContainText(/^options/);
});

test('every Admin UI API page says it is for the Angular Admin UI, not the Dashboard', async ({ page }) => {
  for (const route of ['/reference/admin-ui-api/', '/reference/admin-ui-api/nav-menu/add-nav-menu-item']) {
    await page.goto(route);
    const note = page.locator('article .theme-admonition').first();
    await expect(note).toContainText('React Dashboard');
    await expect(note.getByRole('link', { name: 'Extending the Admin UI' })).toHaveAttribute('href', '/guides/extending-the-admin-ui/getting-started');
    await expect(note.getByRole('link', { name: 'Dashboard API' })).toHaveAttribute('href', '/reference/dashboard/');
  }
});

test('a Dashboard component page lists its props in a table that jumps to each prop', async ({ page }) => {
  await page.goto('/reference/dashboard/page-layout/page');
  await expect(page.locator('h1')).toHaveText('Page');
  await expect(page.locator('article pre').first()).toContainText('function Page(props: Readonly<PageProps>)');
  const props = page.getByRole('region', { name: /Prop/ }).getByRole('table');
  const row = props.getByRole('row').filter({ has: page.getByRole('link', { name: 'pageId', exact: true }) });
  await expect(row).toContainText('string');
  await expect(row).toContainText('optional');
  await row.getByRole('link', { name: 'pageId', exact: true }).click();
  await expect(page).toHaveURL(/#page-props-page-id$/);
  await expect(page.getByRole('link', { name: 'Source', exact: true }).first()).toHaveAttribute(
    'href',
    'https://github.com/vendurehq/vendure/blob/v3.7.3/packages/dashboard/src/lib/framework/layout-engine/page-layout.tsx#L98',
  );
});

test('a Dashboard hook shows the type it returns, linked to its page', async ({ page }) => {
  await page.goto('/reference/dashboard/hooks/use-auth');
  const signature = page.locator('article pre').first();
  await expect(signature).toContainText('function useAuth(): AuthContext');
  await signature.getByRole('link', { name: 'AuthContext' }).click();
  await expect(page).toHaveURL(/\/reference\/dashboard\/hooks\/use-auth#auth-context$/);
});

test('an area index lists each section with what it holds and its package', async ({ page }) => {
  await page.goto('/reference/typescript-api/');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Configuration', exact: true }) });
  await expect(row).toContainText('ApiOptions');
  await expect(row).toContainText('@vendure/core');
});

test('a long name in the reference sidebar stays on one line, cut with an ellipsis, with the full name on hover, also while the page hydrates', async ({ page }) => {
  // While the page hydrates, the theme rewrites <html>'s classes one part at a time: the link's style at each rewrite.
  await page.addInitScript(`window.__whileHydrating = [];
    new MutationObserver(() => {
      const link = document.querySelector('.theme-doc-sidebar-menu a[title="DefaultOrderItemPriceCalculationStrategy"]');
      if (link) window.__whileHydrating.push(getComputedStyle(link).textOverflow + ' ' + getComputedStyle(link).whiteSpace);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['class'] });`);
  await page.goto('/reference/typescript-api/orders/default-order-item-price-calculation-strategy');
  await hydrated(page);
  const whileHydrating = await page.evaluate(() => (window as unknown as { __whileHydrating: string[] }).__whileHydrating);
  expect(whileHydrating.length).toBeGreaterThan(0);
  expect(new Set(whileHydrating)).toEqual(new Set(['ellipsis nowrap']));
  const link = page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'DefaultOrderItemPriceCalculationStrategy', exact: true });
  await expect(link).toHaveAttribute('title', 'DefaultOrderItemPriceCalculationStrategy');
  const box = await link.evaluate((el) => ({ overflows: el.scrollWidth > el.clientWidth, lines: el.getClientRects().length, height: el.clientHeight, lineHeight: parseFloat(getComputedStyle(el).lineHeight), ellipsis: getComputedStyle(el).textOverflow }));
  expect(box.overflows).toBe(true);
  expect(box.ellipsis).toBe('ellipsis');
  expect(box.height).toBeLessThan(box.lineHeight * 2);
});

test("a reference page brings its own area of the sidebar; another area's items load once the reader reaches for the sidebar, and the page it opens brings that area", async ({ page }) => {
  const loads: string[] = [];
  page.on('request', (request) => request.url().includes('/lazy-sidebar-items.') && loads.push(request.url()));
  await page.goto('/reference/typescript-api/entities/product-variant');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'ProductVariant', exact: true })).toBeVisible();
  expect(loads).toEqual([]);
  // Opened while its items are still on the way, the category says so.
  const release = await holdBack(page, (url) => url.includes('/lazy-sidebar-items.'));
  await sidebar.getByRole('button', { name: /GraphQL API/ }).click();
  await expect(sidebar.getByText('Loading…')).toBeVisible();
  release();
  await expect(sidebar.getByText('Loading…')).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Shop API', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/graphql-api\/shop\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shop API');
  await expect(sidebar.getByRole('link', { name: 'Admin API', exact: true })).toBeVisible();
  expect(loads).toHaveLength(1);
});

test('keyboard focus reaching the reference sidebar loads the other areas, so a category opened from the keyboard shows its items', async ({ page }) => {
  await page.goto('/reference/graphql-api/admin/object-types');
  await hydrated(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const loaded = page.waitForResponse((response) => response.url().includes('/lazy-sidebar-items.'));
  await sidebar.getByRole('link', { name: 'Overview', exact: true }).focus();
  await loaded;
  await sidebar.getByRole('button', { name: /Core plugins/ }).press('Enter');
  await expect(sidebar.getByRole('link', { name: 'EmailPlugin', exact: true })).toBeVisible();
});

test("the signature follows the summary, before the sections of a plugin's description", async ({ page }) => {
  await page.goto('/reference/core-plugins/email-plugin/');
  const signature = page.locator('article pre').filter({ hasText: 'class EmailPlugin implements' });
  const installation = page.locator('h2#email-plugin-installation');
  await expect(signature).toBeVisible();
  await expect(installation).toBeVisible();
  const [signatureTop, headingTop] = await Promise.all([signature.evaluate((el) => el.getBoundingClientRect().top), installation.evaluate((el) => el.getBoundingClientRect().top)]);
  expect(signatureTop).toBeLessThan(headingTop);
});

test('a member without a description shows the one of the member it implements, marked and linked to it', async ({ page }) => {
  await page.goto('/reference/core-plugins/job-queue-plugin/bull-mq-job-queue-strategy');
  const section = page.locator('h2#bull-mq-job-queue-strategy-add ~ p').first();
  await expect(section).toContainText('Add a new job to the queue.');
  const from = page.locator('h2#bull-mq-job-queue-strategy-add ~ p', { hasText: 'From' }).first();
  await from.getByRole('link', { name: 'JobQueueStrategy', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/typescript-api\/job-queue\/job-queue-strategy#job-queue-strategy-add$/);
});

test('a function lists every parameter with its type, described or not', async ({ page }) => {
  await page.goto('/reference/typescript-api/common/bootstrap');
  const table = page.locator('#bootstrap-parameters ~ div table, #bootstrap-parameters ~ table').first();
  await expect(table.getByRole('row').filter({ hasText: 'userConfig' })).toContainText('Partial<VendureConfig>');
  await expect(table.getByRole('row').filter({ hasText: 'options' })).toContainText('optional');
});

test('an Admin UI component shows no Angular compiler members, and a generated GraphQL type by its name, linked', async ({ page }) => {
  await page.goto('/reference/admin-ui-api/components/product-variant-selector-component');
  await expect(page.locator('article')).not.toContainText('ɵ');
  const member = page.locator('#product-variant-selector-component-product-selected').locator('xpath=following-sibling::div[1]');
  await expect(member).toContainText('EventEmitter<SearchResult>');
  await member.getByRole('link', { name: 'SearchResult', exact: true }).click();
  await expect(page).toHaveURL(/\/reference\/graphql-api\/admin\/object-types\/s#searchresult$/);
});
