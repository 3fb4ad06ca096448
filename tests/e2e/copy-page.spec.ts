import { expect, test } from '@playwright/test';
import { siteUrl } from '../../config/site';
import { assistantSetups } from '../../src/components/CopyPage/assistant-setup';
import { hydrated } from './support';

const ORDERS = '/guides/core-concepts/orders';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Copy page puts the page’s Markdown on the clipboard and announces it', async ({ page, request }) => {
  await page.goto(ORDERS);
  // A click before the app has started reaches no handler (the page waits for its code block's module before it hydrates).
  await hydrated(page);
  const markdown = await (await request.get(`${ORDERS}.md`)).text();
  expect(markdown).toMatch(/^# Orders\n/);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
});

test('the Copy page menu works by keyboard and names the page’s Markdown for assistants', async ({ page }) => {
  await page.goto(ORDERS);
  // Keys pressed before the app has started reach no handler (on a busy machine the page paints well before it hydrates).
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'More ways to use this page' });
  await toggle.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Use this page' });
  await expect(menu.getByRole('menuitem', { name: 'View as Markdown' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute('href', `${ORDERS}.md`);
  await page.keyboard.press('ArrowDown');
  const chatgpt = menu.getByRole('menuitem', { name: 'Open in ChatGPT' });
  await expect(chatgpt).toBeFocused();
  expect(decodeURIComponent((await chatgpt.getAttribute('href')) ?? '')).toContain(`${ORDERS}.md`);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open in Claude' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Connect to VS Code' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Copy page is readable in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(ORDERS);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const button = page.getByRole('button', { name: 'Copy page' });
  const [color, background] = await button.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  // Light text on a dark surface, from the theme's own variables.
  const luminance = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((sum, c) => sum + c, 0);
  expect(luminance(color)).toBeGreaterThan(luminance(background));
});

test('on a phone, Copy page sits above the title, which keeps its words whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/extending-the-dashboard/deployment/');
  const title = page.getByRole('heading', { level: 1, name: 'Deployment' });
  const button = page.getByRole('button', { name: 'Copy page' });
  const [buttonBox, titleBox] = [await button.boundingBox(), await title.boundingBox()];
  expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(titleBox!.y);
  // One line box for the one-word title: beside the button it used to break as "Deploymen" / "t".
  const lines = await title.evaluate((h1) => {
    const range = document.createRange();
    range.selectNodeContents(h1);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

test('the menu’s Connect entries copy each assistant’s MCP setup, the one the assistants page shows', async ({ page }) => {
  const setups = assistantSetups(siteUrl);
  await page.goto(ORDERS);
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'More ways to use this page' });
  for (const setup of setups) {
    await toggle.click();
    const entry = page.getByRole('menu', { name: 'Use this page' }).getByRole('menuitem', { name: `Connect to ${setup.name}` });
    await entry.click();
    await expect(page.getByRole('status').filter({ hasText: `Copied the ${setup.name} setup.` })).toBeAttached();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(setup.snippet);
  }
  expect(setups.find((setup) => setup.id === 'vscode')!.snippet).toContain(`"url": "${siteUrl}/mcp"`);

  await page.goto('/guides/getting-started/ai-assistants');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Use these docs from your AI assistant');
  const blocks = page.locator('article .theme-code-block');
  await expect(blocks.first()).toBeVisible();
  const shown = await blocks.locator('pre code').evaluateAll((codes) => codes.map((code) => (code as HTMLElement).innerText.trim()));
  for (const setup of setups) {
    expect(shown).toContain(setup.snippet);
    if (setup.file) await expect(blocks.getByText(setup.file, { exact: true })).toBeVisible();
  }
});
