import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support';

// The User guide's screenshots: a 1× and a 2× file chosen by srcset, and a link that opens the
// image full size in a dialog (plugins/responsive-images, src/components/ZoomableImage).

const ORDERS = '/user-guide/orders/';
/** A full-window screenshot (1280 × 800 CSS pixels). */
const ORDER_LIST = /^The Orders list/;
const LIGHTBOX_CHUNK = /zoomable-image-full-size/;

function screenshot(page: Page, name: RegExp): Locator {
  return page.locator('article a[aria-haspopup="dialog"]').filter({ has: page.getByRole('img', { name }) }).first();
}

/** The file the browser chose from srcset, once the (lazy) image has loaded. */
async function chosenFile(link: Locator): Promise<string> {
  const image = link.locator('img');
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test.describe('on a laptop at 1×', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  test('every screenshot has a 1× and a 2× file and the 1× one is shown, at its CSS size', async ({ page }) => {
    await page.goto(ORDERS);
    const images = page.locator('article img');
    expect(await images.count()).toBeGreaterThan(3);
    for (const image of await images.all()) {
      const srcset = await image.getAttribute('srcset');
      expect(srcset, await image.getAttribute('alt') ?? '').toMatch(/^\S+\.webp (\d+)w, \S+@2x-?\S*\.webp (\d+)w$/);
      const [, oneX, twoX] = /\s(\d+)w, \S+ (\d+)w$/.exec(srcset!)!;
      expect(Number(twoX)).toBe(Number(oneX) * 2);
      expect(await image.getAttribute('width')).toBe(oneX);
    }
    expect(await chosenFile(screenshot(page, ORDER_LIST))).not.toContain('@2x');
    // sizes says 75vw − 257 px at this width (703 px): never less than the image is shown at, or
    // a screen between 1× and 2× would get a file too small for it.
    const shown = await screenshot(page, ORDER_LIST).locator('img').evaluate((img) => img.getBoundingClientRect().width);
    expect(shown).toBeLessThanOrEqual(0.75 * 1280 - 257);
    expect(shown).toBeGreaterThan(0.75 * 1280 - 257 - 24);
  });

  test('a click opens the image full size in a dialog, Zoom in loads the 2× file, the close button closes it and focus goes back; nothing of it loads before', async ({ page }) => {
    const lightboxRequests: string[] = [];
    page.on('request', (request) => {
      if (LIGHTBOX_CHUNK.test(request.url())) lightboxRequests.push(request.url());
    });
    await page.goto(ORDERS);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(lightboxRequests, 'the lightbox loads on first use only').toEqual([]);

    const link = screenshot(page, ORDER_LIST);
    await link.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(lightboxRequests.length).toBeGreaterThan(0);
    await expect(dialog.getByRole('img', { name: ORDER_LIST })).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // A window no larger than the image shows the 1× file; zooming in switches to the 2× one.
    const image = dialog.getByRole('img', { name: ORDER_LIST });
    const widthBefore = (await image.boundingBox())!.width;
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(widthBefore * 1.2);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('@2x');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('the link opens the 2× file before the app has started', async ({ page }) => {
    await page.goto(ORDERS);
    expect(await screenshot(page, ORDER_LIST).getAttribute('href')).toMatch(/@2x-?\S*\.webp$/);
  });
});

test('a high-density laptop gets the 2× file', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(ORDERS);
  expect(await chosenFile(screenshot(page, ORDER_LIST))).toContain('@2x');
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('the 1× file fills the column; a tap opens the image full size, a pinch zooms it, Escape closes it and focus goes back', async ({ page }) => {
    await page.goto(ORDERS);
    await hydrated(page);
    const link = screenshot(page, ORDER_LIST);
    // 358 CSS px at 3 device pixels each: 1,074 pixels, which the 1,280 px 1× file covers.
    expect(await chosenFile(link)).not.toContain('@2x');
    expect(await link.locator('img').evaluate((img) => img.getBoundingClientRect().width)).toBe(358);

    await link.tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const image = dialog.getByRole('img', { name: ORDER_LIST });
    await expect(image).toBeVisible();
    const widthBefore = (await image.boundingBox())!.width;

    await pinchOut(page, await image.boundingBox());
    await expect.poll(async () => (await image.boundingBox())!.width).toBeGreaterThan(widthBefore * 1.5);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });
});

/** Two fingers moving apart over the middle of `box`, as the browser receives them from a touch screen. */
async function pinchOut(page: Page, box: { x: number; y: number; width: number; height: number } | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = box!.x + box!.width / 2;
  const y = box!.y + box!.height / 2;
  const fingers = (spread: number) => [
    { x: x - spread, y, id: 1 },
    { x: x + spread, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (let spread = 30; spread <= 150; spread += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
