import { type Browser, expect, type Page, test } from '@playwright/test';
import { hydrated, recordScripts } from './support';

/**
 * Blocks that never change once rendered (text, lists, tables, code tokens,
 * the reference's signatures) keep their served HTML when the page hydrates
 * (src/components/ServerRendered). What a reader sees and does must not
 * change: the same content, links that navigate inside the app, prefetch
 * their page in view and preload it on hover, and complete pages after a
 * client-side navigation.
 */
const KEPT = '[data-server-rendered]';
const PAGES = ['/guides/core-concepts/orders', '/reference/typescript-api/entities/product-variant', '/reference/graphql-api/admin/object-types', '/reference/'];

/** Each kept block's HTML, less the empty comments React's server rendering puts between adjacent texts. */
const blocksOf = (page: Page) => page.locator(KEPT).evaluateAll((found) => found.map((block) => block.outerHTML.replace(/<!--.*?-->/g, '')));

/** The kept blocks of a page as the server sends it (no script runs). */
async function servedBlocks(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  const blocks = await blocksOf(page);
  await context.close();
  return blocks;
}

/** Records what the page asks Docusaurus to prefetch and preload (window.docusaurus, set by the app, then wrapped by src/client/prefetch-when-idle.ts). */
async function recordPrefetches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls = { prefetch: [] as string[], preload: [] as string[] };
    let current: unknown;
    Object.defineProperty(window, '__docusaurusCalls', { value: calls });
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => current,
      set: (value: Window['docusaurus']) => {
        current = {
          ...value,
          prefetch: (path: string) => (calls.prefetch.push(path), value.prefetch(path)),
          preload: (path: string) => (calls.preload.push(path), value.preload(path)),
        };
      },
    });
  });
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { __docusaurusCalls: { prefetch: string[]; preload: string[] } }).__docusaurusCalls);

test('kept blocks are the same hydrated as served, and hydrating logs no error', async ({ browser, page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  for (const path of PAGES) {
    const served = await servedBlocks(browser, path);
    expect(served.length, path).toBeGreaterThan(0);
    await page.goto(path);
    await hydrated(page);
    // Code blocks hydrate when their chunk arrives: wait for their buttons.
    await page.waitForLoadState('networkidle');
    expect(await blocksOf(page), path).toEqual(served);
  }
  expect(errors).toEqual([]);
});

/** Pages reached by a link on another: a guide, a TypeScript reference page (signature, members) and a GraphQL one (SDL). */
const NAVIGATIONS = [
  { to: '/guides/core-concepts/orders', from: '/guides/core-concepts/channels', link: (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Orders', exact: true }) },
  {
    to: '/reference/typescript-api/entities/product-variant',
    from: '/reference/typescript-api/entities/product',
    link: (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'ProductVariant', exact: true }),
  },
  {
    to: '/reference/graphql-api/admin/object-types/a',
    from: '/reference/graphql-api/admin/object-types',
    link: (page: Page) => page.locator(KEPT).getByRole('link', { name: 'Address', exact: true }).first(),
  },
];

for (const { to, from, link } of NAVIGATIONS) {
  test(`${to} reached by a client-side navigation shows every kept block in full`, async ({ browser, page }) => {
    const served = await servedBlocks(browser, to);
    await page.goto(from);
    await hydrated(page);
    await link(page).click();
    await expect(page).toHaveURL(new RegExp(`${to}(#.*)?$`));
    await expect(page.locator(KEPT)).toHaveCount(served.length);
    expect(await blocksOf(page)).toEqual(served);
  });
}

test('the page the browser is sent does not download its kept blocks’ text, and shows it in full when the reader comes back to it', async ({ browser, page }) => {
  const orders = '/guides/core-concepts/orders';
  const served = await servedBlocks(browser, orders);
  const { scripts, stop } = await recordScripts(page);
  await page.goto(orders);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // A sentence of a kept paragraph, and one of a kept table: text a script would carry as it is.
  const sentences = ['Vendure has no separate cart object', 'The chosen shipping methods, the payments taken'];
  for (const sentence of sentences) await expect(page.locator(KEPT).getByText(sentence)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(5);
  for (const sentence of sentences) expect(scripts.filter((script) => script.includes(sentence))).toEqual([]);

  // Leaving the page and coming back renders it afresh, from the blocks' own module.
  await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  // Shown, not only addressed: the orders page has unmounted.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator(KEPT)).toHaveCount(served.length);
  await expect.poll(() => blocksOf(page)).toEqual(served);
  expect(scripts.some((script) => script.includes(sentences[0]))).toBe(true);
  await stop();
});

test('a link in a kept block opens its page inside the app, and a link to a heading scrolls to it', async ({ page }) => {
  await page.goto('/reference/graphql-api/admin/object-types');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.locator(KEPT).getByRole('link', { name: 'AddFulfillmentToOrderResult', exact: true }).click();
  await expect(page).toHaveURL(/\/object-types\/a#addfulfillmenttoorderresult$/);
  await expect(page.locator('#addfulfillmenttoorderresult')).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a click with a modifier key on a kept link is left to the browser', async ({ context, page }) => {
  await page.goto('/reference/graphql-api/admin/object-types');
  await hydrated(page);
  const opened = context.waitForEvent('page');
  await page.locator(KEPT).getByRole('link', { name: 'AddFulfillmentToOrderResult', exact: true }).click({ modifiers: ['Control'] });
  expect((await opened).url()).toMatch(/\/object-types\/a#addfulfillmenttoorderresult$/);
  await expect(page).toHaveURL(/\/object-types$/);
});

test('kept links in view prefetch their page, and hovering one preloads it', async ({ page }) => {
  // On a phone the sidebar, whose links prefetch by themselves, is hidden: only the page's links are in view.
  await page.setViewportSize({ width: 390, height: 900 });
  await recordPrefetches(page);
  await page.goto('/reference/graphql-api/admin/object-types');
  await hydrated(page);
  // The first entries of the A–Z list are in view: their letter page is prefetched.
  await expect.poll(async () => (await calls(page)).prefetch).toContain('/reference/graphql-api/admin/object-types/a');
  await page.locator(KEPT).getByRole('link', { name: 'Z', exact: true }).first().hover();
  await expect.poll(async () => (await calls(page)).preload).toContain('/reference/graphql-api/admin/object-types/z');
});

test('a guide’s last-updated date is kept as served: hydrating formats no date, and a client-side navigation shows one', async ({ page }) => {
  // Counts the date formatters the page builds (the theme's component builds one each time it renders the date).
  await page.addInitScript(() => {
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (built++, new target(...args)),
      apply: (target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) => (built++, target(...args)),
    });
    Object.defineProperty(window, '__dateFormatsBuilt', { get: () => built });
  });
  const built = () => page.evaluate(() => (window as unknown as { __dateFormatsBuilt: number }).__dateFormatsBuilt);
  const lastUpdated = page.locator('.theme-last-updated');
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(lastUpdated).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(await built()).toBe(0);
  const next = page.locator('a.pagination-nav__link--next');
  const target = new URL((await next.getAttribute('href'))!, page.url()).pathname;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(lastUpdated).toHaveText(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(await built()).toBeGreaterThan(0);
});
