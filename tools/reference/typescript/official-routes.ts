import type { DeclarationModel } from './model';
import type { LinkTarget } from './routes';
import { placeOf } from './routes';

/**
 * The routes Vendure's own documentation site gives the same declarations, so
 * that its links (bookmarks, search engines, answers on the web) keep working
 * here. Its generator places pages like ours (`@docsCategory` folders,
 * `@docsPage` files) but spells URL parts with a different rule, and keeps
 * what we merge or split: `common/AdminUi` is its own folder there, and the
 * entity interfaces share one page.
 */

/**
 * The official generator's spelling of a URL part: a hyphen only where a
 * lower-case letter meets a capital, so a digit or an acronym stays glued to
 * the next word (`S3AssetStorageStrategy` → `s3asset-storage-strategy`,
 * `BullMQJobQueuePlugin` → `bull-mqjob-queue-plugin`); every run of other
 * characters but `_`, `-` and `/` becomes one hyphen (`VENDURE_VERSION` →
 * `vendure_version`, `products & stock` → `products-stock`).
 */
export function officialSlug(name: string): string {
  const words = name.replace(/([a-z])(?=[A-Z])/g, '$1-');
  return words.replace(/[^A-Za-z0-9_\-/]+/g, '-').toLowerCase();
}

/** Where the official site documents a declaration: its section's route and its page's route. */
export function officialRouteOf(declaration: Pick<DeclarationModel, 'packageName' | 'category' | 'page' | 'name'>): { section: string; page: string } {
  const { area } = placeOf(declaration);
  // Plugin categories read `core plugins/EmailPlugin`; the area already says "core plugins".
  const category = officialSlug(declaration.category).replace(/^core-plugins\//, '');
  const section = `/reference/${area}/${category}`;
  const slug = officialSlug(declaration.page ?? declaration.name);
  // A page named like its folder is the folder's index, as in Docusaurus.
  const page = slug === category.split('/').pop() ? `${section}/` : `${section}/${slug}`;
  return { section, page };
}

export interface Redirect {
  from: string;
  to: string;
}

/** A route without its trailing slash, as the redirect plugin and nginx's map compare them. */
const bare = (route: string) => route.replace(/(.)\/$/, '$1');

/**
 * A redirect from every official route of these declarations that is not a
 * route here, to the page that documents them here; sorted by `from`.
 *  - A page: to our page of its declarations (both sites group declarations
 *    by `@docsPage`). When we split it (every entity has its own page here,
 *    so the entity interfaces' shared page is split), to the page of its
 *    first declaration (weight, then name).
 *  - A section we merged into another (`common/admin-ui`): to that section's index.
 *  - A tagged type the package does not export, shown in place on the page
 *    of the declaration that uses it (local-types.ts): to its heading there.
 * `existing` holds every route of the site (authored pages too), without trailing slash.
 */
export function officialRedirects(declarations: DeclarationModel[], targets: ReadonlyMap<string, LinkTarget>, existing: ReadonlySet<string>): Redirect[] {
  const byPage = new Map<string, DeclarationModel[]>();
  const sectionOf = new Map<string, string>();
  const inPlace = new Map<string, string>();
  for (const declaration of declarations) {
    if (!targets.has(declaration.id)) continue;
    if (declaration.documentedFor) {
      // Documented because another declaration names it: the official site has a page for it only when it is tagged.
      const { category } = declaration.documentedFor;
      const target = targets.get(declaration.id)!;
      if (category) inPlace.set(bare(officialRouteOf({ ...declaration, category, page: undefined }).page), `${target.route}#${target.anchor}`);
      continue;
    }
    const official = officialRouteOf(declaration);
    byPage.set(official.page, [...(byPage.get(official.page) ?? []), declaration]);
    const { area, section } = placeOf(declaration);
    sectionOf.set(official.section, `/reference/${area}/${section}/`);
  }
  const redirects = new Map<string, string>();
  for (const [from, group] of byPage) {
    const first = [...group].sort((a, b) => a.weight - b.weight || a.name.localeCompare(b.name))[0];
    redirects.set(bare(from), targets.get(first.id)!.route);
  }
  for (const [from, to] of sectionOf) if (!redirects.has(from)) redirects.set(from, to);
  for (const [from, to] of inPlace) if (!redirects.has(from)) redirects.set(from, to);

  return [...redirects]
    .filter(([from, to]) => !existing.has(from) && bare(to.replace(/#.*/, '')) !== from)
    .map(([from, to]) => ({ from, to }))
    .sort((a, b) => a.from.localeCompare(b.from));
}

/** How many of the official site's reference routes have their subject documented here. */
export interface OfficialCoverage {
  total: number;
  covered: number;
  /** Routes without a page or section here, each with the reason when one is recorded. */
  missing: { route: string; reason?: string }[];
}

/**
 * An official reference route is covered when it is a page here, or forwards
 * to the page or heading that documents the same subject (`sameSubject`: the
 * generated redirects and hand-written moves). A forward to the closest page
 * of another subject does not count.
 */
export function officialCoverage(
  official: readonly string[],
  pages: ReadonlySet<string>,
  sameSubject: ReadonlySet<string>,
  reasons: ReadonlyMap<string, string> = new Map(),
): OfficialCoverage {
  const routes = [...new Set(official.filter((r) => r.startsWith('/reference/')).map(bare))];
  const missing = routes.filter((r) => !pages.has(r) && !sameSubject.has(r)).map((route) => ({ route, ...(reasons.has(route) && { reason: reasons.get(route) }) }));
  return { total: routes.length, covered: routes.length - missing.length, missing };
}

/** The route of a generated or authored page file (`docs/reference/a/index.mdx` → `/reference/a`). */
export function routeOfPageFile(file: string): string {
  return bare(file.replace(/^docs/, '').replace(/\.mdx?$/, '').replace(/\/index$/, '/'));
}
