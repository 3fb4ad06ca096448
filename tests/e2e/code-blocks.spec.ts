import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/** A guide with TypeScript and GraphQL blocks, and a reference page with none. */
const WITH_CODE = '/guides/core-concepts/orders';
const WITHOUT_CODE = '/reference/typescript-api/entities/product-variant';
/** Prism's core names this hook; no other code of the site does. */
const PRISM_MARKER = 'before-tokenize';
/** Only the code block's word-wrap button says this. */
const CODE_BLOCK_MARKER = 'Toggle word wrap';

/** The code block background and the keyword colour of the two Prism themes (config/theme.ts). */
const COLOURS = {
  light: { background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)' },
  dark: { background: 'rgb(30, 30, 30)', keyword: 'rgb(86, 156, 214)' },
};

/** Collects the body of every script the page downloads, from before it loads. */
function scriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

test('no page downloads Prism; only pages with code download the code block', async ({ browser }) => {
  for (const [url, hasCode] of [
    [WITHOUT_CODE, false],
    [WITH_CODE, true],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = scriptBodies(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Hydration asks for the lazy chunk; on a slow machine that can come after
    // the network first fell idle, so wait for hydration and then poll.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const downloaded = async (marker: string) => (await scripts()).some((body) => body.includes(marker));
    if (hasCode) {
      await expect.poll(() => downloaded(CODE_BLOCK_MARKER), { message: url }).toBe(true);
    } else {
      expect(await downloaded(CODE_BLOCK_MARKER), url).toBe(false);
    }
    expect(await downloaded(PRISM_MARKER), url).toBe(false);
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code is highlighted in the ${colorScheme} mode's colours, before and after hydration`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    // The server's HTML alone, as it paints before any script has run.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(WITH_CODE);
    await page.evaluate((mode) => document.documentElement.setAttribute('data-theme', mode), colorScheme);
    const block = page.locator('pre.prism-code').first();
    await expect(block).toHaveCSS('background-color', COLOURS[colorScheme].background);
    await expect(block.locator('.token.keyword').first()).toHaveCSS('color', COLOURS[colorScheme].keyword);
    await page.unroute(/\.js$/);
    await page.goto(WITH_CODE);
    await hydrated(page);
    await expect(block).toHaveCSS('background-color', COLOURS[colorScheme].background);
    await expect(block.locator('.token.keyword').first()).toHaveCSS('color', COLOURS[colorScheme].keyword);
    await context.close();
  });
}

for (const reached of ['with the page', 'by a client-side navigation']) {
  // Came with the page, a block's tokens stay as served and are never downloaded: the button copies the served lines.
  test(`the copy button copies the code of its block, reached ${reached}`, async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    if (reached === 'with the page') await page.goto(WITH_CODE);
    else {
      await page.goto('/guides/core-concepts/channels');
      await hydrated(page);
      await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Orders', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${WITH_CODE}$`));
    }
    await hydrated(page);
    const block = page.locator('.theme-code-block').first();
    // The button is in the server's HTML but works once the code block's own chunk has hydrated it.
    await expect(async () => {
      await block.hover();
      await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible({ timeout: 500 });
    }).toPass();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').length).toBeGreaterThan(3);
    expect(copied.trim()).toBe((await block.locator('pre code').innerText()).trim());
    await context.close();
  });
}

test('a block shows the title its meta string gives, in the server HTML and after hydration', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const titles = page.locator('.theme-code-block > [class*="codeBlockTitle"]');
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/guides/core-concepts/stock-control');
  await expect(titles).toContainText(['Admin API', 'Shop API', 'src/stock/remaining-count-display-strategy.ts']);
  await page.unroute(/\.js$/);
  errors.length = 0; // the aborted scripts'
  await page.goto('/guides/core-concepts/stock-control');
  await hydrated(page);
  await expect(titles).toContainText(['Admin API', 'Shop API', 'src/stock/remaining-count-display-strategy.ts']);
  expect(errors, 'hydration errors').toEqual([]);
});

test('a block wider than the screen offers word wrap, which wraps its lines and unwraps them again; a narrow block offers none', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WITH_CODE);
  await hydrated(page);
  const blocks = page.locator('.theme-code-block');
  const wrapButtons = page.getByRole('button', { name: CODE_BLOCK_MARKER });
  await expect(wrapButtons.first()).toBeVisible();
  // Every block offers it exactly when its code scrolls sideways.
  const offered = await blocks.evaluateAll((all) =>
    all.map((block) => ({ scrolls: block.querySelector('pre')!.scrollWidth > block.querySelector('pre')!.clientWidth, button: block.querySelector('button[aria-label="Toggle word wrap"]') !== null })),
  );
  expect(offered.some((block) => !block.scrolls)).toBe(true);
  for (const block of offered) expect(block.button).toBe(block.scrolls);

  const block = blocks.filter({ has: wrapButtons }).first();
  const scrollsSideways = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  await block.getByRole('button', { name: CODE_BLOCK_MARKER }).click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await scrollsSideways()).toBe(false);
  await block.getByRole('button', { name: CODE_BLOCK_MARKER }).click();
  await expect(block.locator('code')).not.toHaveAttribute('style');
  expect(await scrollsSideways()).toBe(true);
});
