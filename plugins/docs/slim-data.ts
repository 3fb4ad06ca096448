import type { PropSidebar, PropSidebarItem, PropSidebarItemCategory, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { type CompactVersion, compactSidebar } from './compact-sidebar';
import { LAZY_ITEMS, LOADING_ITEM, type LazySidebarItems, SIDEBARS_BY_AREA } from './lazy-items';

/** A doc route carries the name of the sidebar it shows as a route attribute. */
type DocRoute = RouteConfig & { sidebar?: string };

/** What sections are made of: doc routes, or the docs of the plugin's global data. */
interface SidebarPage {
  path: string;
  sidebar?: string;
}

interface SidebarSection<Page extends SidebarPage> {
  sidebar: string;
  path: string;
  routes: Page[];
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function isUnder(path: string, prefix: string): boolean {
  const normalized = withoutTrailingSlash(path);
  return prefix === '/' || normalized === prefix || normalized.startsWith(`${prefix}/`);
}

/** The longest path made of whole segments that every path starts with. */
export function commonPathPrefix(paths: string[]): string {
  const [first, ...rest] = paths.map((path) => withoutTrailingSlash(path).split('/'));
  let length = first.length;
  for (const segments of rest) {
    let same = 0;
    while (same < Math.min(length, segments.length) && segments[same] === first[same]) same++;
    length = same;
  }
  return first.slice(0, length).join('/') || '/';
}

/**
 * A sidebar gets a section of its own when all its pages sit under one path
 * (`/reference`) that holds no page of another sidebar and no other route. A
 * page shown without a sidebar under that path (the storefront order workflow
 * under `/guides`) joins the section: otherwise the section's route would claim
 * its URL without a page for it, and the whole sidebar would be listed page by page.
 */
function sidebarSections<Page extends SidebarPage>(sidebars: string[], docRoutes: Page[], otherRoutes: SidebarPage[], versionPath: string): SidebarSection<Page>[] {
  const root = withoutTrailingSlash(versionPath);
  const sections: SidebarSection<Page>[] = [];
  for (const sidebar of sidebars) {
    const routes = docRoutes.filter((route) => route.sidebar === sidebar);
    if (routes.length === 0) continue;
    const path = commonPathPrefix(routes.map((route) => route.path));
    if (path === root || !isUnder(path, root)) continue;
    const sidebarless = docRoutes.filter((route) => route.sidebar === undefined && isUnder(route.path, path));
    const shared = [...docRoutes.filter((route) => route.sidebar !== sidebar && route.sidebar !== undefined), ...otherRoutes].some((route) => isUnder(route.path, path));
    if (!shared) sections.push({ sidebar, path, routes: [...routes, ...sidebarless] });
  }
  return sections;
}

/**
 * A sidebar item without what the theme reads only for DocCard lists (a
 * link's `docId`), and without `unlisted: false`, which reads the same absent.
 */
export function slimSidebarItem(item: PropSidebarItem): PropSidebarItem {
  if (item.type === 'category') return { ...item, items: item.items.map(slimSidebarItem) };
  if (item.type !== 'link') return item;
  const { docId: _docId, unlisted, ...link } = item;
  return unlisted ? { ...link, unlisted } : link;
}

function versionWithSidebars(version: PropVersionMetadata, names: string[], shape: (items: PropSidebar) => PropSidebar = (items) => items): CompactVersion<PropVersionMetadata> {
  // `docs` (every page's title and description) only feeds DocCard lists, which the site does not use.
  const sidebar = (name: string): PropSidebar => shape(version.docsSidebars[name].map(slimSidebarItem));
  return { ...version, docs: {}, docsSidebars: Object.fromEntries(names.map((name) => [name, compactSidebar(sidebar(name))])) };
}

/** A top-level category of a section's sidebar that holds the pages under one path of its own (the reference's areas). */
interface Area {
  href: string;
  path: string;
}

/**
 * The areas of a section's sidebar (one of SIDEBARS_BY_AREA): its top-level
 * categories that link to a page under the section's path, when there are two
 * or more and none lies under another.
 */
function areasOf(items: PropSidebar, sectionPath: string): Area[] {
  const areas = items.flatMap((item) => (item.type === 'category' && item.href && withoutTrailingSlash(item.href) !== sectionPath && isUnder(item.href, sectionPath) ? [{ href: item.href, path: withoutTrailingSlash(item.href) }] : []));
  const nested = areas.some((area) => areas.some((other) => other !== area && isUnder(other.path, area.path)));
  return areas.length >= 2 && !nested ? areas : [];
}

/** The sidebar with the areas other than `kept` (a category's href) reduced to their category, collapsed, items to load later. */
function withAreasToLoad(items: PropSidebar, areas: Area[], kept?: string): PropSidebar {
  const later = new Set(areas.map((area) => area.href).filter((href) => href !== kept));
  return items.map((item) =>
    item.type === 'category' && item.href && later.has(item.href) ? { ...item, collapsed: true, items: [LOADING_ITEM], customProps: { ...item.customProps, [LAZY_ITEMS]: true } } : item,
  );
}

/**
 * The docs plugin hands every page its version's data: all sidebars and the
 * title and description of every page (320 KB here, 41 KB gzip). This splits
 * a version route into one route per sidebar section, each carrying only its
 * own sidebar, so a guide page does not download the reference sidebar, and
 * leaves the descriptions out; the sidebar travels compacted (compact-sidebar.ts,
 * expanded again by src/theme/DocVersionRoot). Pages render exactly as before:
 * each page still finds the sidebar its route names. A sidebar with areas (the
 * reference's) is split once more, one route per area, whose sidebar has the
 * other areas' categories collapsed with their items left out; those items go
 * into `lazyItems`, which the browser loads when the reader reaches for the
 * sidebar (src/theme/DocSidebarItem/Category/lazy-items.ts).
 */
export function splitVersionRoute(versionRoute: RouteConfig, lazyItems: LazySidebarItems = {}): RouteConfig[] {
  const version = versionRoute.props?.version as PropVersionMetadata | undefined;
  const [docRoot, ...otherRoutes] = versionRoute.routes ?? [];
  if (!version || !docRoot?.routes) return [versionRoute];
  const docRoutes = docRoot.routes as DocRoute[];
  const sidebars = Object.keys(version.docsSidebars);
  const sections = sidebarSections(sidebars, docRoutes, otherRoutes, versionRoute.path);
  const route = (path: string, routes: RouteConfig[], names: string[], shape?: (items: PropSidebar) => PropSidebar): RouteConfig => ({
    ...versionRoute,
    path,
    routes: [{ ...docRoot, path, routes }],
    props: { ...versionRoute.props, version: versionWithSidebars(version, names, shape) },
  });
  const sectionRoutes = sections.flatMap((section) => {
    const items = version.docsSidebars[section.sidebar];
    const areas = SIDEBARS_BY_AREA.has(section.sidebar) ? areasOf(items, section.path) : [];
    if (areas.length === 0) return [route(section.path, section.routes, [section.sidebar])];
    for (const area of areas) {
      const category = items.find((item) => item.type === 'category' && item.href === area.href) as PropSidebarItemCategory;
      lazyItems[area.href] = category.items.map(slimSidebarItem);
    }
    // Each area's pages get the sidebar with its own area whole and the others' items to load; the section's other pages (its overview) get all to load.
    const inArea = (area: Area) => section.routes.filter((r) => isUnder(r.path, area.path));
    const rest = section.routes.filter((r) => !areas.some((area) => isUnder(r.path, area.path)));
    return [
      ...areas.map((area) => route(area.path, inArea(area), [section.sidebar], (all) => withAreasToLoad(all, areas, area.href))),
      route(section.path, rest, [section.sidebar], (all) => withAreasToLoad(all, areas)),
    ];
  });
  const inSections = new Set(sections.flatMap((section) => section.routes));
  const remainingSidebars = sidebars.filter((name) => !sections.some((section) => section.sidebar === name));
  const remaining = {
    ...versionRoute,
    routes: [{ ...docRoot, routes: docRoutes.filter((route) => !inSections.has(route)) }, ...otherRoutes],
    props: { ...versionRoute.props, version: versionWithSidebars(version, remainingSidebars) },
  };
  return [...sectionRoutes, remaining];
}

/** Applies {@link splitVersionRoute} to the version routes under the docs plugin's root route; the areas' items go into `lazyItems`. */
export function slimDocsRoute(root: RouteConfig, lazyItems: LazySidebarItems = {}): RouteConfig {
  return { ...root, routes: root.routes?.flatMap((route) => splitVersionRoute(route, lazyItems)) };
}

/** The docs plugin's global data, as `setGlobalData` receives it (only the fields used here are typed). */
interface GlobalDocsData {
  versions: { path: string; sidebars?: Record<string, unknown>; docs: (SidebarPage & { id: string })[] }[];
}

/**
 * Every page's script carries the docs plugin's global data, which lists every
 * page with its sidebar (105 KB, 8 KB gzip here). The site reads it for one
 * thing: which navbar item (Learn, Reference, User Guide) to mark active, by
 * finding the doc whose path matches the location. A sidebar section (a path
 * holding only that sidebar's pages) answers that with one entry whose path is
 * a pattern for everything under it; pages outside sections stay listed.
 */
export function slimGlobalData<Data extends GlobalDocsData>(data: Data): Data {
  return {
    ...data,
    versions: data.versions.map((version) => {
      const sections = sidebarSections(Object.keys(version.sidebars ?? {}), version.docs, [], version.path);
      const inSections = new Set(sections.flatMap((section) => section.routes));
      const sectionDocs = sections.map((section) => ({ id: `${section.sidebar} section`, path: `${section.path}/:page*`, sidebar: section.sidebar }));
      return { ...version, docs: [...sectionDocs, ...version.docs.filter((doc) => doc.sidebar && !inSections.has(doc))] };
    }),
  };
}
