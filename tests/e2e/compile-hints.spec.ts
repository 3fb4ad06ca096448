import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../plugins/client-runtime/compile-hints';
import { hydrated } from './support';

/**
 * The two scripts every page runs first carry V8's compile hint on their first
 * line, where Chrome reads it (plugins/client-runtime/compile-hints.ts); the
 * chunks loaded after them do not, since not all of their code runs at once.
 */
test('the entry scripts start with the eager-compilation hint, and no other script does', async ({ page }) => {
  await page.goto('/guides/core-concepts/orders');
  await hydrated(page);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((file) => file.endsWith('.js')));
  expect(scripts.length).toBeGreaterThan(4);
  const hinted: string[] = [];
  for (const script of scripts) {
    const firstLine = (await (await page.request.get(script)).text()).split('\n', 1)[0];
    if (firstLine === COMPILE_HINT) hinted.push(script.split('/').pop()!.replace(/\.[0-9a-f]{8}\.js$/, ''));
  }
  expect(hinted.sort()).toEqual(['main', 'runtime~main']);
});
