import { expect, type Locator, type Page } from '@playwright/test';

export const INSTALLATION = '/guides/getting-started/installation';

/**
 * Makes `prefers-color-scheme` report the given scheme, or no preference at
 * all. Headless Chromium always reports a preference, so "none" needs this.
 */
export async function systemColorScheme(page: Page, scheme: 'light' | 'dark' | 'none'): Promise<void> {
  await page.addInitScript((wanted) => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const result = original(query);
      const match = /prefers-color-scheme:\s*(light|dark)/.exec(query);
      if (!match) {
        return result;
      }
      // MediaQueryList's own properties are read-only, so answer with a look-alike.
      return {
        matches: match[1] === wanted,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    };
  }, scheme);
}

/** The `data-theme` the page currently shows. */
export function dataTheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/**
 * Resolves once React has hydrated the page (Docusaurus then marks `<html>`).
 * The app starts after the first paint, so a test that clicks a button or
 * changes history right after `goto` would otherwise race it.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Opens the search modal with a shortcut (Ctrl+K unless told). The modal
 * mounts lazily and sets up its query handling as it focuses its input:
 * typing before that can be lost.
 */
export async function openSearchModal(page: Page, keys = 'Control+k'): Promise<Locator> {
  await page.keyboard.press(keys);
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  return input;
}

/** The announcement bar (the theme gives it the `banner` role). */
export function announcementBar(page: Page): Locator {
  return page.getByRole('banner').filter({ hasText: 'These docs describe' });
}

/**
 * From now on, requests whose URL `held` picks wait, as on a slow network,
 * until the returned function is called: a test acts while they are
 * outstanding for as long as it needs, then lets them through, instead of
 * racing a timer.
 */
export async function holdBack(page: Page, held: (url: string) => boolean): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (held(route.request().url())) await released;
    await route.fallback();
  });
  return release;
}

/** The widths the spec checks layouts at: a laptop and a phone. */
export const DESKTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * Records the text of every script the page fetches, read as it passes (a
 * response's own body is not kept for every script). Call `stop` before the
 * test ends: a fetch still on its way when the page closes is let go.
 */
export async function recordScripts(page: Page): Promise<{ scripts: string[]; stop: () => Promise<void> }> {
  const scripts: string[] = [];
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    scripts.push(await response.text());
    await route.fulfill({ response });
  });
  return { scripts, stop: () => page.unrouteAll({ behavior: 'ignoreErrors' }) };
}
