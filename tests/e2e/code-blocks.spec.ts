import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './support';

/** A guide with TypeScript and GraphQL blocks, and a reference page with none. */
const WITH_CODE = '/guides/core-concepts/orders';
const WITHOUT_CODE = '/reference/typescript-api/entities/product-variant';
/** Prism's core names this hook; no other code of the site does. */
const PRISM_MARKER = 'before-tokenize';

/** The code block backgrounds of the two Prism themes (config/theme.ts). */
const BACKGROUND = { light: 'rgb(246, 248, 250)', dark: 'rgb(30, 30, 30)' };

/** Collects the body of every script the page downloads, from before it loads. */
function scriptBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

test('a page without code blocks does not download Prism; a page with them does', async ({ browser }) => {
  for (const [url, expected] of [
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
    const hasPrism = async () => (await scripts()).some((body) => body.includes(PRISM_MARKER));
    if (expected) {
      await expect.poll(hasPrism, { message: url }).toBe(true);
    } else {
      expect(await hasPrism(), url).toBe(false);
    }
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`code is highlighted in the ${colorScheme} mode's colours once the page is hydrated`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(WITH_CODE);
    await hydrated(page);
    const block = page.locator('pre.prism-code').first();
    await expect(block).toHaveCSS('background-color', BACKGROUND[colorScheme]);
    await expect(block.locator('.token').first()).toBeVisible();
    await context.close();
  });
}

test('the copy button copies the code of its block', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(WITH_CODE);
  await hydrated(page);
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.trim()).toBe((await block.locator('pre code').innerText()).trim());
  await context.close();
});
