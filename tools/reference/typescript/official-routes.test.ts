import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeclarationModel } from './model';
import { declarationFixture } from './declaration-fixture';
import { officialCoverage, officialRedirects, officialRouteOf, officialSlug, routeOfPageFile } from './official-routes';
import { planRoutes } from './routes';

const declaration = declarationFixture;

describe('officialSlug', () => {
  it('hyphenates only where a lower-case letter meets a capital', () => {
    assert.equal(officialSlug('BullMQJobQueuePlugin'), 'bull-mqjob-queue-plugin');
    assert.equal(officialSlug('S3AssetStorageStrategy'), 's3asset-storage-strategy');
    assert.equal(officialSlug('SimpleGraphQLClient'), 'simple-graph-qlclient');
    assert.equal(officialSlug('TypeORMHealthCheckStrategy'), 'type-ormhealth-check-strategy');
    assert.equal(officialSlug('DataTable2Component'), 'data-table2component');
  });

  it('agrees with our spelling where no acronym or digit is involved', () => {
    assert.equal(officialSlug('ProductVariant'), 'product-variant');
    assert.equal(officialSlug('useDetailPage'), 'use-detail-page');
  });

  it('keeps underscores and slashes, and turns other runs of characters into one hyphen', () => {
    assert.equal(officialSlug('VENDURE_VERSION'), 'vendure_version');
    assert.equal(officialSlug('common/AdminUi'), 'common/admin-ui');
    assert.equal(officialSlug('products & stock'), 'products-stock');
    assert.equal(officialSlug('Email Plugin Types'), 'email-plugin-types');
  });
});

describe('officialRouteOf', () => {
  it('nests sub-categories, drops the "core plugins" prefix and makes a page named like its folder the index', () => {
    assert.deepEqual(officialRouteOf({ packageName: '@vendure/common', category: 'common/AdminUi', name: 'AdminUiConfig' }), {
      section: '/reference/typescript-api/common/admin-ui',
      page: '/reference/typescript-api/common/admin-ui/admin-ui-config',
    });
    assert.deepEqual(officialRouteOf({ packageName: '@vendure/job-queue-plugin', category: 'core plugins/JobQueuePlugin', name: 'BullMQPluginOptions', page: 'BullMQPluginOptions' }), {
      section: '/reference/core-plugins/job-queue-plugin',
      page: '/reference/core-plugins/job-queue-plugin/bull-mqplugin-options',
    });
    assert.equal(officialRouteOf({ packageName: '@vendure/email-plugin', category: 'core plugins/EmailPlugin', name: 'EmailPlugin' }).page, '/reference/core-plugins/email-plugin/');
    assert.equal(officialRouteOf({ packageName: '@vendure/core', category: 'entities', name: 'ChannelAware', page: 'interfaces' }).page, '/reference/typescript-api/entities/interfaces');
  });
});

describe('officialRedirects', () => {
  const redirectsOf = (declarations: DeclarationModel[], existing: string[] = []) => {
    const { sections, targets } = planRoutes(declarations);
    const routes = sections.flatMap((s) => [s.route, ...s.pages.map((p) => p.route.replace(/\/$/, ''))]);
    return officialRedirects(declarations, targets, new Set([...routes, ...existing]));
  };

  it('redirects each page the official rule spells differently, and only those', () => {
    assert.deepEqual(
      redirectsOf([
        declaration({ packageName: '@vendure/testing', category: 'testing', name: 'SimpleGraphQLClient' }),
        declaration({ packageName: '@vendure/testing', category: 'testing', name: 'TestServer' }),
      ]),
      [{ from: '/reference/typescript-api/testing/simple-graph-qlclient', to: '/reference/typescript-api/testing/simple-graph-ql-client' }],
    );
  });

  it('sends a page we split to the page of its first declaration, and a merged section to the section we merged it into', () => {
    assert.deepEqual(
      redirectsOf([
        declaration({ category: 'entities', name: 'Taggable', page: 'interfaces' }),
        declaration({ category: 'entities', name: 'ChannelAware', page: 'interfaces' }),
        declaration({ packageName: '@vendure/common', category: 'common/AdminUi', name: 'AdminUiConfig' }),
      ]),
      [
        { from: '/reference/typescript-api/common/admin-ui', to: '/reference/typescript-api/common/' },
        { from: '/reference/typescript-api/common/admin-ui/admin-ui-config', to: '/reference/typescript-api/common/admin-ui-config' },
        { from: '/reference/typescript-api/entities/interfaces', to: '/reference/typescript-api/entities/channel-aware' },
      ],
    );
  });

  it('never redirects a route that is a page here', () => {
    const declarations = [declaration({ packageName: '@vendure/testing', category: 'testing', name: 'SimpleGraphQLClient' })];
    assert.deepEqual(redirectsOf(declarations, ['/reference/typescript-api/testing/simple-graph-qlclient']), []);
  });
});

describe('officialCoverage', () => {
  it('counts a page or a forward to the same subject, not a forward to the closest page, and gives the recorded reason', () => {
    const official = ['/guides/x/', '/reference/a/', '/reference/a/b/', '/reference/a/c/', '/reference/a/d/', '/reference/a/e/'];
    const coverage = officialCoverage(official, new Set(['/reference/a', '/reference/a/b']), new Set(['/reference/a/c']), new Map([['/reference/a/d', 'gone in 3.7']]));
    assert.deepEqual(coverage, { total: 5, covered: 3, missing: [{ route: '/reference/a/d', reason: 'gone in 3.7' }, { route: '/reference/a/e' }] });
  });

  it('reads page files as routes', () => {
    assert.equal(routeOfPageFile('docs/reference/core-plugins/graphiql-plugin/index.mdx'), '/reference/core-plugins/graphiql-plugin');
    assert.equal(routeOfPageFile('docs/reference/typescript-api/import-export/populate.mdx'), '/reference/typescript-api/import-export/populate');
  });
});

describe('officialRedirects of types documented in place', () => {
  it('forwards a tagged, unexported type to its heading on its user’s page, and gives untagged ones no route', () => {
    const user = declaration({ packageName: '@vendure/core', category: 'promotions', name: 'PromotionAction', page: 'promotion-action' });
    const local = declaration({
      id: '@vendure/core:PromotionAction.SideEffectFn',
      category: 'promotions',
      name: 'SideEffectFn',
      page: 'promotion-action',
      weight: 1000,
      documentedFor: { id: user.id, exported: false, category: 'promotions' },
    });
    const untagged = declaration({ id: '@vendure/core:PromotionAction.Other', category: 'promotions', name: 'Other', page: 'promotion-action', weight: 1000, documentedFor: { id: user.id, exported: false } });
    const { sections, targets } = planRoutes([user, local, untagged]);
    const routes = sections.flatMap((s) => [s.route, ...s.pages.map((p) => p.route.replace(/\/$/, ''))]);
    assert.deepEqual(officialRedirects([user, local, untagged], targets, new Set(routes)), [
      { from: '/reference/typescript-api/promotions/side-effect-fn', to: '/reference/typescript-api/promotions/promotion-action#side-effect-fn' },
    ]);
  });
});
