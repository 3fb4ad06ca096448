import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type SearchSectionId, sectionOfPath } from '../../src/search/sections';
import { DESKTOP_AND_PHONE, hydrated, INSTALLATION, openSearchModal } from './support';

/**
 * The section filter of search ("Show results from: All · Learn · Reference ·
 * User Guide", each with its number of results), in the modal and on
 * /search, answered by the embedded index; hosted/hosted-search.spec.ts
 * checks what it sends to a cluster.
 */
const STORAGE_KEY = 'vendure-docs-search-section';
const OPTIONS = ['All', 'Learn', 'Reference', 'User Guide'];

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => page.locator('.DocSearch-Input');
const modalHits = (page: Page) => modal(page).locator('.DocSearch-Hit a');
const pageResults = (page: Page) => page.locator('main ol li h2 a');
/** The search page's line that says how many results there are. */
const status = (page: Page) => page.getByRole('main').locator('[aria-live="polite"]');
const filterIn = (scope: Locator) => scope.getByRole('radiogroup', { name: 'Show results from' });

/** An option by its label, with its count ("Learn 12 results") or without (before the first answer). */
function option(filter: Locator, label: string): Locator {
  return filter.getByRole('radio', { name: new RegExp(`^${label}( [\\d,]+ results?)?$`) });
}

/** The option's count, once shown. */
async function countOf(filter: Locator, label: string): Promise<number> {
  const counted = filter.getByRole('radio', { name: new RegExp(`^${label} [\\d,]+ results?$`) });
  await expect(counted).toHaveCount(1);
  const name = await counted.evaluate((radio) => radio.closest('label')!.textContent!);
  return Number(/[\d,]+/.exec(name.slice(label.length))![0].replace(/,/g, ''));
}

/** The links among `links` that lead outside `section` (`/user-guide` itself and `/user-guide/…` are in). */
async function outside(links: Locator, section: SearchSectionId): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => sectionOfPath(new URL(href, 'http://localhost').pathname) !== section);
}

async function expectOnlyIn(links: Locator, section: SearchSectionId, root: string): Promise<void> {
  await expect(links.first()).toHaveAttribute('href', new RegExp(`^${root}\\b`));
  // The first hit can already be in the section before the narrowed results replace the list.
  await expect.poll(() => outside(links, section)).toEqual([]);
}

async function searchInModal(page: Page, query: string): Promise<Locator> {
  await page.goto(INSTALLATION);
  await hydrated(page);
  await (await openSearchModal(page)).fill(query);
  return filterIn(modal(page));
}

/** Nothing wider than the window, and the filter within its own box. */
async function expectNoOverflow(page: Page, filter: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await filter.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const box = (await filter.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const viewport of DESKTOP_AND_PHONE) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the modal shows each section with its count once a query has results, and no filter without a query', async ({ page }) => {
      const filter = await searchInModal(page, 'refund');
      const counts = Object.fromEntries(await Promise.all(OPTIONS.map(async (label) => [label, await countOf(filter, label)])));
      expect(counts.All).toBeGreaterThan(0);
      for (const label of OPTIONS.slice(1)) expect(counts[label]).toBeGreaterThan(0);
      // A page is in one section at most (the home page is in none).
      expect(counts.Learn + counts.Reference + counts['User Guide']).toBeLessThanOrEqual(counts.All);
      await expect(option(filter, 'All')).toBeChecked();
      await expectNoOverflow(page, filter);

      await modalInput(page).fill('');
      await expect(filter).toHaveCount(0);
    });

    test('choosing User Guide in the modal shows only its results, and the choice is remembered after a reload and when reopened', async ({ page }) => {
      const filter = await searchInModal(page, 'refund');
      await expect(modalHits(page).first()).toBeVisible();
      await option(filter, 'User Guide').click();
      await expect(option(filter, 'User Guide')).toBeChecked();
      await expectOnlyIn(modalHits(page), 'user-guide', '/user-guide');
      // The query is still what was typed.
      await expect(modalInput(page)).toHaveValue('refund');
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('user-guide');

      await page.reload();
      await hydrated(page);
      await (await openSearchModal(page)).fill('refund');
      await expect(option(filter, 'User Guide')).toBeChecked();
      await expectOnlyIn(modalHits(page), 'user-guide', '/user-guide');

      await page.keyboard.press('Escape');
      await (await openSearchModal(page)).fill('refund');
      await expect(option(filter, 'User Guide')).toBeChecked();
    });

    test('the filter works from the keyboard alone: Tab reaches it, arrow keys choose, Enter goes back to the results', async ({ page }) => {
      const filter = await searchInModal(page, 'refund');
      await countOf(filter, 'All');
      // From the input: past the "Clear the query" button (and, on phones, "Cancel") to the chosen option.
      for (let i = 0; i < 3 && !(await option(filter, 'All').evaluate((radio) => radio === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(option(filter, 'All')).toBeFocused();

      await page.keyboard.press('ArrowRight');
      await expect(option(filter, 'Learn')).toBeFocused();
      await expect(option(filter, 'Learn')).toBeChecked();
      await expectOnlyIn(modalHits(page), 'learn', '/guides');

      await page.keyboard.press('ArrowRight');
      await expect(option(filter, 'Reference')).toBeChecked();
      await expectOnlyIn(modalHits(page), 'reference', '/reference');
      // Space on the focused option keeps it chosen.
      await page.keyboard.press('Space');
      await expect(option(filter, 'Reference')).toBeChecked();

      await page.keyboard.press('Enter');
      await expect(modalInput(page)).toBeFocused();
      const first = await modalHits(page).first().getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${first!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(first).toMatch(/^\/reference\b/);
    });

    test('the search page shows the same filter; the address can name the section, and choosing one updates the address', async ({ page }) => {
      await page.goto('/search?q=refund');
      const filter = filterIn(page.getByRole('main'));
      await expect(option(filter, 'All')).toBeChecked();
      const all = await countOf(filter, 'All');
      await expect(status(page)).toHaveText(`${all} results`);
      await expectNoOverflow(page, filter);

      await option(filter, 'Learn').click();
      await expect(page).toHaveURL('/search?q=refund&section=learn');
      const learn = await countOf(filter, 'Learn');
      await expect(status(page)).toHaveText(`${learn} results in Learn`);
      await expectOnlyIn(pageResults(page), 'learn', '/guides');

      // The address wins over the choice remembered (Learn, just now).
      await page.goto('/search?q=refund&section=user-guide');
      await expect(option(filter, 'User Guide')).toBeChecked();
      await expectOnlyIn(pageResults(page), 'user-guide', '/user-guide');
      // Without one, the remembered choice applies.
      await page.goto('/search?q=refund');
      await expect(option(filter, 'Learn')).toBeChecked();
      await option(filter, 'All').click();
      await expect(page).toHaveURL('/search?q=refund');
    });

    test('a section without results says how many the others have, and leads back to all sections', async ({ page }) => {
      await page.goto('/search?q=EntityHydrator&section=user-guide');
      const main = page.getByRole('main');
      await expect(option(filterIn(main), 'User Guide')).toBeChecked();
      const all = await countOf(filterIn(main), 'All');
      await expect(main.getByText(`No results in User Guide. ${all} in all sections.`)).toBeVisible();
      await main.getByRole('button', { name: 'Show all sections' }).click();
      await expect(option(filterIn(main), 'All')).toBeChecked();
      await expect(main.getByRole('searchbox')).toBeFocused();
      await expect(page).toHaveURL('/search?q=EntityHydrator');
      await expect(pageResults(page).first()).toHaveAttribute('href', '/reference/typescript-api/data-access/entity-hydrator');

      // The modal says it too, above its own "No results" screen.
      const filter = await searchInModal(page, 'EntityHydrator');
      await countOf(filter, 'All');
      await option(filter, 'User Guide').click();
      await expect(modal(page).getByText(`No results in User Guide. ${all} in all sections.`)).toBeVisible();
      await expect(modal(page).getByText('No results for')).toBeVisible();
      await modal(page).getByRole('button', { name: 'Show all sections' }).click();
      await expect(option(filter, 'All')).toBeChecked();
      await expect(modalInput(page)).toBeFocused();
      await expect(modalHits(page).first()).toHaveAttribute('href', '/reference/typescript-api/data-access/entity-hydrator');
    });
  });
}

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  // A tap outside the modal's search box and results makes its autocomplete close its panel and drop pending searches first.
  test('tapping an option narrows the results', async ({ page }) => {
    const filter = await searchInModal(page, 'refund');
    await countOf(filter, 'All');
    await option(filter, 'Reference').tap();
    await expect(option(filter, 'Reference')).toBeChecked();
    await expectOnlyIn(modalHits(page), 'reference', '/reference');
  });
});

test('with browser storage blocked the filter still narrows search, for the rest of the visit', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Storage is disabled for this test', 'SecurityError');
      },
    });
  });
  const filter = await searchInModal(page, 'refund');
  await countOf(filter, 'All');
  await option(filter, 'Reference').click();
  await expectOnlyIn(modalHits(page), 'reference', '/reference');
  // "See all results" opens the search page with the same choice.
  await modal(page).getByRole('link', { name: /^See all \d+ results$/ }).click();
  await expect(option(filterIn(page.getByRole('main')), 'Reference')).toBeChecked();
  await expectOnlyIn(pageResults(page), 'reference', '/reference');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the filter and its empty-section hint pass axe in ${colorScheme} mode, on the search page and in the modal`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    const seriousIn = async (...selectors: string[]) => {
      const { violations } = await selectors
        .reduce((builder, selector) => builder.include(selector), new AxeBuilder({ page }))
        .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } })
        .analyze();
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    // A chosen option, unchosen ones with counts, the hint and its button.
    await page.goto('/search?q=EntityHydrator&section=user-guide');
    await expect(page.getByRole('main').getByRole('button', { name: 'Show all sections' })).toBeVisible();
    expect(await seriousIn('main')).toEqual([]);

    // The modal's own markup is the theme's: only our row is checked.
    const filter = await searchInModal(page, 'EntityHydrator');
    await countOf(filter, 'All');
    await option(filter, 'User Guide').click();
    await expect(modal(page).getByRole('button', { name: 'Show all sections' })).toBeVisible();
    expect(await seriousIn('.DocSearch-Modal [role="radiogroup"]', '.DocSearch-Modal [role="radiogroup"] + p')).toEqual([]);
  });
}
