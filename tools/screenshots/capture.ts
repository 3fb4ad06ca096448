import fs from 'node:fs';
import path from 'node:path';
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';
import sharp from 'sharp';

import { ScreenError } from './capture-error.js';
import type { Screen, Step, Target } from './screens.js';

const viewport = { width: 1280, height: 800 };
/** How long one element may take to appear; the sample store is small, so this is generous. */
const timeout = 15_000;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * WebP settings, chosen on the Dashboard's screens (a full window at 2× is 60–90 KB):
 * - 2×: near-lossless (quality 60, the strength of its preprocessing). On the rendered text and
 *   flat colours it is smaller than lossy quality 80, which also leaves faint ghosts of text on
 *   plain backgrounds. A screen full of product photos (the product list) comes to 130–150 KB
 *   that way; above 120 KB it is encoded lossy, quality 85, instead (about 100 KB), whose
 *   artefacts are half a CSS pixel in size at 2×.
 * - 1×: halved with lanczos3, then lossy quality 85. Halving turns every text edge into shades of
 *   grey, which near-lossless keeps at a cost (a full window 55–70 KB, more than the 2× file);
 *   lossy 85 is up to a third smaller, with no ghosts to see at 1×.
 *
 * Screens are taken at twice the CSS pixels (a high-density screen's, and what a reader zooming in
 * sees) and also written at 1×, for 1× screens and phones, whose image is narrower than the window
 * (plugins/responsive-images picks between them with `srcset`).
 */
const deviceScaleFactor = 2;

export interface CapturedImage {
    /** The 1× file, the one the page names: `name.webp`. */
    file: string;
    /** Its size and that of the 2× file beside it (`name@2x.webp`). */
    bytes: number;
    bytes2x: number;
}

/** `name.webp` → `name@2x.webp`: the 2× file beside the 1× one a page names. */
export function twiceAsDenseFile(file: string): string {
    return file.replace(/\.webp$/, '@2x.webp');
}

export async function captureScreens(options: {
    dashboardUrl: string;
    screens: Screen[];
    outputDir: string;
    /** Where the page is saved when a screen fails, to see what was on it instead. */
    failureImage: string;
    onCaptured: (image: CapturedImage) => void;
}): Promise<CapturedImage[]> {
    if (!fs.existsSync(chromiumPath)) {
        throw new Error(`No Chromium at ${chromiumPath}: install Debian's chromium or set CHROMIUM_PATH`);
    }
    const browser = await chromium.launch({ executablePath: chromiumPath });
    try {
        const context = await signIn(browser, options.dashboardUrl);
        const signedOut = await newContext(browser);
        const images: CapturedImage[] = [];
        for (const screen of options.screens) {
            const image = await captureScreen(screen.signedOut ? signedOut : context, options, screen);
            options.onCaptured(image);
            images.push(image);
        }
        return images;
    } finally {
        await browser.close();
    }
}

/** The window every screen is taken in: fixed size, light mode, no motion, US English, UTC. */
async function newContext(browser: Browser): Promise<BrowserContext> {
    const context = await browser.newContext({
        viewport,
        deviceScaleFactor,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
    });
    context.setDefaultTimeout(timeout);
    return context;
}

async function signIn(browser: Browser, dashboardUrl: string): Promise<BrowserContext> {
    const context = await newContext(browser);
    const page = await context.newPage();
    // Not a screen of the manifest, but it fails the same way and deserves the same message.
    const loginScreen: Screen = { file: '(sign-in)', route: '/login', shows: 'The sign-in form', ready: [] };
    await step(loginScreen, 'the sign-in form', async () => {
        await page.goto(`${dashboardUrl}/login`);
        await page.getByPlaceholder('Email').fill('superadmin');
        await page.getByPlaceholder('Password').fill('superadmin');
        await page.getByRole('button', { name: 'Sign in' }).click();
    });
    await step(loginScreen, 'the Dashboard after signing in as superadmin', () =>
        page.getByRole('button', { name: /Super Admin/ }).waitFor(),
    );
    await page.close();
    return context;
}

async function captureScreen(
    context: BrowserContext,
    { dashboardUrl, outputDir, failureImage }: { dashboardUrl: string; outputDir: string; failureImage: string },
    screen: Screen,
): Promise<CapturedImage> {
    const page = await context.newPage();
    try {
        if (screen.window) {
            await page.setViewportSize(screen.window);
        }
        await step(screen, 'the route to load', async () => {
            await page.goto(`${dashboardUrl}${screen.route}`);
            await page.waitForLoadState('networkidle');
        });
        for (const target of screen.ready) {
            await step(screen, `${describe(target)} to be visible`, () => locate(page, target).waitFor());
        }
        for (const action of screen.steps ?? []) {
            await runStep(page, screen, action);
        }
        const png = await step(screen, screen.clip ? `${describe(screen.clip)} to clip to` : 'a screenshot', async () => {
            // A submenu opened by hovering closes when the pointer leaves it, so when the last
            // step that moved the pointer was a hover, the pointer stays where it is.
            const pointerSteps = (screen.steps ?? []).filter(action => 'click' in action || 'hover' in action);
            const lastPointerStep = pointerSteps.at(-1);
            await settle(page, { movePointerAway: !(lastPointerStep && 'hover' in lastPointerStep) });
            const options = { animations: 'disabled', caret: 'hide', type: 'png' } as const;
            return screen.clip ? locate(page, screen.clip).screenshot(options) : page.screenshot(options);
        });
        const file = path.join(outputDir, screen.file);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const { width = 0, height = 0 } = await sharp(png).metadata();
        const [webp2x, webp1x] = await Promise.all([
            encode2x(png),
            // Halved exactly, so the 1× file's size is the CSS size (the page's width and height).
            sharp(png)
                .resize(Math.round(width / deviceScaleFactor), Math.round(height / deviceScaleFactor), { kernel: 'lanczos3' })
                .webp({ quality: 85, effort: 6 })
                .toBuffer(),
        ]);
        fs.writeFileSync(file, webp1x);
        fs.writeFileSync(twiceAsDenseFile(file), webp2x);
        return { file, bytes: webp1x.length, bytes2x: webp2x.length };
    } catch (error) {
        if (error instanceof ScreenError) {
            fs.mkdirSync(path.dirname(failureImage), { recursive: true });
            await page.screenshot({ path: failureImage, timeout: 5000 }).then(
                () => (error.pageImage = failureImage),
                () => undefined,
            );
        }
        throw error;
    } finally {
        await page.close();
    }
}

/** Above this, a 2× file is encoded lossy instead (see the settings at the top). */
const max2xBytes = 120 * 1024;

async function encode2x(png: Buffer): Promise<Buffer> {
    const nearLossless = await sharp(png).webp({ nearLossless: true, quality: 60, effort: 6 }).toBuffer();
    return nearLossless.length <= max2xBytes ? nearLossless : sharp(png).webp({ quality: 85, effort: 6 }).toBuffer();
}

async function runStep(page: Page, screen: Screen, action: Step): Promise<void> {
    if ('click' in action) {
        await step(screen, `${describe(action.click)} to click`, () => locate(page, action.click).click());
    } else if ('fill' in action) {
        await step(screen, `${describe(action.fill)} to fill in`, async () => {
            const field = locate(page, action.fill);
            await field.fill(action.value);
            if (action.press) {
                await field.press(action.press);
            }
            // Leaving the field is what makes the Dashboard format it, e.g. as a price.
            await field.blur();
        });
    } else if ('hover' in action) {
        await step(screen, `${describe(action.hover)} to point at`, () => locate(page, action.hover).hover());
    } else if ('scrollTo' in action) {
        await step(screen, `${describe(action.scrollTo)} to scroll to`, () =>
            locate(page, action.scrollTo).evaluate(element => {
                // A little space above it, so it does not look cut off.
                (element as HTMLElement).style.scrollMarginTop = '24px';
                element.scrollIntoView({ block: 'start', behavior: 'instant' });
            }),
        );
    } else {
        await step(screen, `${describe(action.waitFor)} to be visible`, () => locate(page, action.waitFor).waitFor());
    }
}

/**
 * Waits until the page has stopped changing: requests, web fonts, the Dashboard's loading
 * skeletons, notifications such as "Successfully created product" (they close by themselves after
 * a few seconds), and animations such as a menu fading out after a choice (a screenshot that
 * merely disables animations can catch its last frame, before the Dashboard removes it).
 */
async function settle(page: Page, { movePointerAway }: { movePointerAway: boolean }): Promise<void> {
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await page.locator('[data-slot="skeleton"], .animate-pulse').first().waitFor({ state: 'hidden' });
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'hidden' });
    await page.waitForFunction(() =>
        document
            .getAnimations()
            .every(animation => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    );
    // Off whatever the last step clicked, so no button is caught in its hover colour; the
    // top-right corner is plain header.
    if (movePointerAway) {
        await page.mouse.move((page.viewportSize() ?? viewport).width - 1, 0);
    }
}

async function step<T>(screen: Screen, expected: string, run: () => Promise<T>): Promise<T> {
    try {
        return await run();
    } catch (error) {
        throw new ScreenError(screen, expected, error);
    }
}

function locate(page: Page, target: Target): Locator {
    const scope = target.in ? locate(page, target.in) : page;
    let locator: Locator;
    if ('role' in target) {
        locator = scope.getByRole(target.role, { name: target.name, exact: target.exact });
    } else if ('text' in target) {
        locator = scope.getByText(target.text, { exact: target.exact });
    } else if ('label' in target) {
        locator = scope.getByLabel(target.label);
    } else if ('placeholder' in target) {
        locator = scope.getByPlaceholder(target.placeholder);
    } else if ('field' in target) {
        // The input of the field nearest to the label: fields can be nested, e.g. a fulfillment
        // handler's "method" and "trackingCode" inside the handler's own field.
        locator = scope
            .locator('[data-slot="field-label"]', { hasText: new RegExp(`^${target.field}\\b`) })
            .locator('xpath=ancestor::*[@data-slot="field"][1]')
            .locator('input');
    } else {
        locator = scope.locator(target.css);
    }
    // The first match: a name also appears in breadcrumbs, menus and tables.
    return locator.first();
}

function describe(target: Target): string {
    const inside = target.in ? ` in ${describe(target.in)}` : '';
    if ('role' in target) {
        return `${target.role}${target.name ? ` "${target.name}"` : ''}${inside}`;
    }
    if ('text' in target) {
        return `text "${target.text}"${inside}`;
    }
    if ('label' in target) {
        return `field labelled "${target.label}"${inside}`;
    }
    if ('placeholder' in target) {
        return `field with placeholder "${target.placeholder}"${inside}`;
    }
    if ('field' in target) {
        return `field "${target.field}"${inside}`;
    }
    return `element ${target.css}${inside}`;
}
