import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import { matchPath } from 'react-router';
import { type CompactVersion, expandVersion } from './compact-sidebar';
import type { PropSidebar, PropSidebarItemCategory } from '@docusaurus/plugin-content-docs';
import { LAZY_ITEMS, LOADING_ITEM, type LazySidebarItems } from './lazy-items';
import { commonPathPrefix, slimDocsRoute, slimGlobalData, slimSidebarItem } from './slim-data';

const link = (href: string) => ({ type: 'link', label: href, href });
const doc = (path: string, sidebar?: string) => ({ path, component: '@theme/DocItem', exact: true, ...(sidebar && { sidebar }) });

/** The shape the docs plugin gives its routes: root → version → doc root → docs, plus the tags routes. */
function docsRoot(docs: RouteConfig[], otherRoutes: RouteConfig[] = []): RouteConfig {
  const version = {
    pluginId: 'default',
    version: 'current',
    docsSidebars: { learn: [link('/guides/a')], reference: [link('/reference/')], userGuide: [link('/user-guide/')] },
    docs: { 'guides/a': { id: 'guides/a', title: 'A', description: 'Long text' } },
  };
  return {
    path: '/',
    component: '@theme/DocsRoot',
    routes: [{ path: '/', component: '@theme/DocVersionRoot', props: { version }, routes: [{ path: '/', component: '@theme/DocRoot', routes: docs }, ...otherRoutes] }],
  };
}

const versionRoutes = (root: RouteConfig) =>
  root.routes!.map((route) => ({
    path: route.path,
    sidebars: Object.keys((route.props!.version as { docsSidebars: object }).docsSidebars),
    docs: route.routes![0].routes!.map((r) => r.path),
    docRootPath: route.routes![0].path,
    otherRoutes: route.routes!.slice(1).map((r) => r.path),
  }));

describe('slimDocsRoute', () => {
  it('gives each sidebar that owns a path its own version route carrying only that sidebar', () => {
    const root = docsRoot(
      [doc('/guides/a', 'learn'), doc('/guides/b/c', 'learn'), doc('/reference/', 'reference'), doc('/reference/x/y', 'reference'), doc('/user-guide/', 'userGuide'), doc('/TODO')],
      [{ path: '/tags', component: '@theme/DocTagsListPage' }],
    );
    assert.deepEqual(versionRoutes(slimDocsRoute(root)), [
      { path: '/guides', sidebars: ['learn'], docs: ['/guides/a', '/guides/b/c'], docRootPath: '/guides', otherRoutes: [] },
      { path: '/reference', sidebars: ['reference'], docs: ['/reference/', '/reference/x/y'], docRootPath: '/reference', otherRoutes: [] },
      { path: '/user-guide', sidebars: ['userGuide'], docs: ['/user-guide/'], docRootPath: '/user-guide', otherRoutes: [] },
      { path: '/', sidebars: [], docs: ['/TODO'], docRootPath: '/', otherRoutes: ['/tags'] },
    ]);
  });

  it('takes a page shown without a sidebar into the section whose path holds it', () => {
    const root = docsRoot([doc('/guides/a', 'learn'), doc('/guides/b/c', 'learn'), doc('/guides/b/no-sidebar'), doc('/TODO')], []);
    assert.deepEqual(versionRoutes(slimDocsRoute(root)), [
      { path: '/guides', sidebars: ['learn'], docs: ['/guides/a', '/guides/b/c', '/guides/b/no-sidebar'], docRootPath: '/guides', otherRoutes: [] },
      { path: '/', sidebars: ['reference', 'userGuide'], docs: ['/TODO'], docRootPath: '/', otherRoutes: [] },
    ]);
  });

  it('keeps a sidebar in the shared route when its pages share a path with another sidebar or another route', () => {
    const root = docsRoot(
      [doc('/guides/a', 'learn'), doc('/guides/b', 'learn'), doc('/guides/ref', 'reference'), doc('/user-guide/', 'userGuide')],
      [{ path: '/user-guide/tags', component: '@theme/DocTagsListPage' }],
    );
    assert.deepEqual(versionRoutes(slimDocsRoute(root)), [
      { path: '/guides/ref', sidebars: ['reference'], docs: ['/guides/ref'], docRootPath: '/guides/ref', otherRoutes: [] },
      { path: '/', sidebars: ['learn', 'userGuide'], docs: ['/guides/a', '/guides/b', '/user-guide/'], docRootPath: '/', otherRoutes: ['/user-guide/tags'] },
    ]);
  });

  it('leaves a sidebar whose pages spread over the whole site in the shared route', () => {
    const root = docsRoot([doc('/guides/a', 'learn'), doc('/reference/b', 'learn')]);
    assert.deepEqual(versionRoutes(slimDocsRoute(root)), [{ path: '/', sidebars: ['learn', 'reference', 'userGuide'], docs: ['/guides/a', '/reference/b'], docRootPath: '/', otherRoutes: [] }]);
  });

  it('drops the per-page titles and descriptions and keeps the rest of the version data, the sidebar compacted', () => {
    const [route] = slimDocsRoute(docsRoot([doc('/guides/a', 'learn')])).routes!;
    const version = route.props!.version as CompactVersion<{ docsSidebars: Record<string, never[]> }>;
    assert.deepEqual(version.docsSidebars, { learn: [['/guides/a', 'guides/a']] });
    assert.deepEqual(expandVersion(version), { pluginId: 'default', version: 'current', docsSidebars: { learn: [link('/guides/a')] }, docs: {} });
  });
});

describe('slimDocsRoute, for a sidebar with areas (the reference)', () => {
  const area = (label: string, href: string, items: PropSidebar) => ({ type: 'category' as const, label, href, collapsible: true, collapsed: true, items });
  const refLink = (href: string) => ({ type: 'link' as const, label: href, href });
  const typescript = area('TypeScript API', '/reference/typescript-api/', [refLink('/reference/typescript-api/order')]);
  const graphql = area('GraphQL API', '/reference/graphql-api/', [refLink('/reference/graphql-api/shop')]);
  const reference: PropSidebar = [refLink('/reference/'), typescript, graphql];
  // Two top-level categories linking under its path, as the reference's areas do, in a sidebar not split by area.
  const learn: PropSidebar = [area('A', '/guides/a', [refLink('/guides/a')]), area('B', '/guides/b', [refLink('/guides/b')])];
  const root = (): RouteConfig => {
    const docs = [doc('/guides/a', 'learn'), doc('/guides/b', 'learn'), doc('/reference/', 'reference'), doc('/reference/typescript-api/', 'reference'), doc('/reference/typescript-api/order', 'reference'), doc('/reference/graphql-api/shop', 'reference')];
    const version = { pluginId: 'default', version: 'current', docsSidebars: { learn, reference }, docs: {} };
    return { path: '/', component: '@theme/DocsRoot', routes: [{ path: '/', component: '@theme/DocVersionRoot', props: { version }, routes: [{ path: '/', component: '@theme/DocRoot', routes: docs }] }] };
  };
  const sidebarOf = (route: RouteConfig) => expandVersion(route.props!.version as CompactVersion<{ docsSidebars: Record<string, PropSidebar> }>).docsSidebars.reference;
  const toLoad = (category: PropSidebarItemCategory) => ({ ...category, items: [LOADING_ITEM], customProps: { [LAZY_ITEMS]: true } });

  it("gives each area its own route, before the section's, carrying its own area whole and the others to load", () => {
    const lazyItems: LazySidebarItems = {};
    const slim = slimDocsRoute(root(), lazyItems);
    assert.deepEqual(versionRoutes(slim).map(({ path, docs }) => [path, docs]), [
      ['/guides', ['/guides/a', '/guides/b']],
      ['/reference/typescript-api', ['/reference/typescript-api/', '/reference/typescript-api/order']],
      ['/reference/graphql-api', ['/reference/graphql-api/shop']],
      ['/reference', ['/reference/']],
      ['/', []],
    ]);
    const [, typescriptRoute, graphqlRoute, overviewRoute] = slim.routes!;
    assert.deepEqual(sidebarOf(typescriptRoute), [refLink('/reference/'), typescript, toLoad(graphql)]);
    assert.deepEqual(sidebarOf(graphqlRoute), [refLink('/reference/'), toLoad(typescript), graphql]);
    assert.deepEqual(sidebarOf(overviewRoute), [refLink('/reference/'), toLoad(typescript), toLoad(graphql)]);
    assert.deepEqual(lazyItems, { '/reference/typescript-api/': typescript.items, '/reference/graphql-api/': graphql.items });
  });

  it('leaves the other sidebars whole, even with top-level categories like areas', () => {
    const [learnRoute] = slimDocsRoute(root()).routes!;
    assert.deepEqual(expandVersion(learnRoute.props!.version as CompactVersion<{ docsSidebars: Record<string, PropSidebar> }>).docsSidebars.learn, learn);
  });
});

describe('commonPathPrefix', () => {
  it('compares whole path segments and ignores trailing slashes', () => {
    assert.equal(commonPathPrefix(['/reference/', '/reference/typescript-api/x']), '/reference');
    assert.equal(commonPathPrefix(['/guides/abc', '/guides/abd']), '/guides');
    assert.equal(commonPathPrefix(['/guides/a', '/reference/b']), '/');
    assert.equal(commonPathPrefix(['/user-guide/']), '/user-guide');
  });
});

describe('slimGlobalData', () => {
  const globalDoc = (path: string, sidebar?: string) => ({ id: path.slice(1), path, ...(sidebar && { sidebar }) });
  const docs = [globalDoc('/guides/a', 'learn'), globalDoc('/guides/b/c', 'learn'), globalDoc('/reference/', 'reference'), globalDoc('/reference/x/y', 'reference'), globalDoc('/faq', 'learn'), globalDoc('/TODO')];
  const data = { path: '/', versions: [{ name: 'current', path: '/', sidebars: { learn: {}, reference: {} }, docs }], breadcrumbs: true };
  /** What the navbar does: the sidebar of the first doc whose path matches the location exactly. */
  const activeSidebar = (versionDocs: typeof docs, pathname: string) => versionDocs.find((doc) => matchPath(pathname, { path: doc.path, exact: true, strict: false }))?.sidebar;

  it('gives every page, and every sub-path of a section, the sidebar the full list gives', () => {
    const slim = slimGlobalData(data).versions[0].docs;
    for (const pathname of ['/guides/a', '/guides/b/c', '/guides/b/c/', '/reference', '/reference/', '/reference/x/y', '/faq', '/TODO', '/tags']) {
      assert.equal(activeSidebar(slim, pathname), activeSidebar(docs, pathname), pathname);
    }
    assert.equal(activeSidebar(slim, '/reference/new/page'), 'reference');
  });

  it('lists one pattern per section and keeps the pages with a sidebar outside sections', () => {
    const slim = slimGlobalData(data);
    assert.deepEqual(
      slim.versions[0].docs.map((doc) => [doc.path, doc.sidebar]),
      [['/reference/:page*', 'reference'], ['/guides/a', 'learn'], ['/guides/b/c', 'learn'], ['/faq', 'learn']],
    );
    assert.equal(slim.breadcrumbs, true);
  });
});

describe('slimSidebarItem', () => {
  it('drops the doc ids of links, at any depth, and a false `unlisted`, and keeps a true one', () => {
    const item = {
      type: 'category' as const,
      label: 'Entities',
      collapsed: true,
      collapsible: true,
      items: [
        { type: 'link' as const, label: 'Order', href: '/reference/order', docId: 'reference/order', unlisted: false },
        { type: 'link' as const, label: 'Draft', href: '/reference/draft', docId: 'reference/draft', unlisted: true, className: 'x' },
      ],
    };
    assert.deepEqual(slimSidebarItem(item), {
      ...item,
      items: [
        { type: 'link', label: 'Order', href: '/reference/order' },
        { type: 'link', label: 'Draft', href: '/reference/draft', unlisted: true, className: 'x' },
      ],
    });
  });
});
