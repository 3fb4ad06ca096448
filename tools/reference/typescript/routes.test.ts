import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DeclarationModel } from './model';
import { declarationFixture } from './declaration-fixture';
import { kebab, memberAnchor, pageTitle, placeOf, planRoutes } from './routes';

const declaration = (over: Partial<DeclarationModel>): DeclarationModel => declarationFixture({ kind: 'class', ...over });

const member: DeclarationModel['members'][number] = {
  name: 'x',
  kind: 'property',
  type: [],
  optional: false,
  readonly: false,
  static: false,
  description: '',
  examples: [],
  experimental: false,
};

describe('kebab', () => {
  it('splits words and acronyms', () => {
    assert.equal(kebab('ProductVariant'), 'product-variant');
    assert.equal(kebab('S3AssetStorageStrategy'), 's3-asset-storage-strategy');
    assert.equal(kebab('HTMLElementWrapper'), 'html-element-wrapper');
    assert.equal(kebab('products & stock'), 'products-stock');
  });
});

describe('placeOf', () => {
  it('maps categories to the SPEC sections', () => {
    assert.deepEqual(placeOf({ packageName: '@vendure/core', category: 'products & stock' }), { area: 'typescript-api', section: 'products-stock' });
    assert.deepEqual(placeOf({ packageName: '@vendure/core', category: 'ConfigurableOperationDef' }), { area: 'typescript-api', section: 'configurable-operation-def' });
    assert.deepEqual(placeOf({ packageName: '@vendure/core', category: 'JobQueue' }), { area: 'typescript-api', section: 'job-queue' });
    assert.deepEqual(placeOf({ packageName: '@vendure/common', category: 'common/AdminUi' }), { area: 'typescript-api', section: 'common' });
    assert.deepEqual(placeOf({ packageName: '@vendure/ui-devkit', category: 'UiDevkit' }), { area: 'admin-ui-api', section: 'ui-devkit' });
    assert.deepEqual(placeOf({ packageName: '@vendure/dashboard', category: 'extensions-api' }), { area: 'dashboard', section: 'extensions-api' });
    assert.deepEqual(placeOf({ packageName: '@vendure/dashboard', category: 'core plugins/DashboardPlugin' }), { area: 'core-plugins', section: 'dashboard-plugin' });
    assert.deepEqual(placeOf({ packageName: '@vendure/asset-server-plugin', category: 'asset-server-plugin' }), { area: 'core-plugins', section: 'asset-server-plugin' });
    assert.deepEqual(placeOf({ packageName: '@vendure/payments-plugin', category: 'core plugins/PaymentsPlugin' }), { area: 'core-plugins', section: 'payments-plugin' });
  });
});

describe('planRoutes', () => {
  it('groups by @docsPage, orders by weight then name, and gives entities their own pages', () => {
    const routes = planRoutes([
      declaration({ name: 'StripePluginOptions', packageName: '@vendure/payments-plugin', category: 'core plugins/PaymentsPlugin', page: 'StripePlugin', id: 'p:StripePluginOptions' }),
      declaration({ name: 'StripePlugin', packageName: '@vendure/payments-plugin', category: 'core plugins/PaymentsPlugin', page: 'StripePlugin', weight: 0, id: 'p:StripePlugin' }),
      declaration({ name: 'Product', category: 'entities', page: 'Catalog' }),
      declaration({ name: 'Channel', category: 'entities', page: 'Catalog' }),
    ]);
    const stripe = routes.sections.find((s) => s.section === 'payments-plugin')!;
    assert.equal(stripe.label, 'PaymentsPlugin');
    assert.deepEqual(stripe.pages.map((p) => [p.route, p.declarationIds]), [
      ['/reference/core-plugins/payments-plugin/stripe-plugin', ['p:StripePlugin', 'p:StripePluginOptions']],
    ]);
    const entities = routes.sections.find((s) => s.section === 'entities')!;
    assert.deepEqual(entities.pages.map((p) => [p.route, p.position]), [
      ['/reference/typescript-api/entities/channel', 1],
      ['/reference/typescript-api/entities/product', 2],
    ]);
    const options = routes.targets.get('p:StripePluginOptions')!;
    assert.deepEqual(
      { route: options.route, anchor: options.anchor, alone: options.alone },
      { route: '/reference/core-plugins/payments-plugin/stripe-plugin', anchor: 'stripe-plugin-options', alone: false },
    );
  });

  it("gives a member its own id when it would take another declaration's on the page", () => {
    const routes = planRoutes([
      declaration({ name: 'StripePluginOptions', packageName: '@vendure/payments-plugin', category: 'core plugins/PaymentsPlugin', page: 'StripePlugin', id: 'p:StripePluginOptions' }),
      declaration({
        name: 'StripePlugin',
        packageName: '@vendure/payments-plugin',
        category: 'core plugins/PaymentsPlugin',
        page: 'StripePlugin',
        id: 'p:StripePlugin',
        members: [{ ...member, name: 'options' }, { ...member, name: 'init', kind: 'method' }],
      }),
    ]);
    const plugin = routes.targets.get('p:StripePlugin')!;
    assert.equal(memberAnchor(plugin, 'options'), 'stripe-plugin-options-member');
    assert.equal(memberAnchor(plugin, 'init'), 'stripe-plugin-init');
  });

  it('keeps the plain spelling for the member a reader would link when two names read alike', () => {
    const members = ['languageCode$', 'languageCode', '_readonly', 'readonly'].map((name) => ({ ...member, name }));
    const routes = planRoutes([declaration({ name: 'BaseDetailComponent', category: 'list-detail-views', members, id: 'a:Base' })]);
    const target = routes.targets.get('a:Base')!;
    assert.deepEqual(
      members.map((m) => memberAnchor(target, m.name)),
      ['base-detail-component-language-code-member', 'base-detail-component-language-code', 'base-detail-component-readonly-member', 'base-detail-component-readonly'],
    );
  });
});

describe('pageTitle', () => {
  it('titles a page named like a file by the declaration a reader looks for', () => {
    assert.equal(pageTitle('helpers', [{ name: 'setBranding' }]), 'setBranding');
    assert.equal(pageTitle('promotion-condition', [{ name: 'PromotionCondition' }, { name: 'PromotionConditionConfig' }]), 'PromotionCondition');
    assert.equal(pageTitle('default-inputs', [{ name: 'BooleanFormInputComponent' }, { name: 'CurrencyFormInputComponent' }]), 'Default inputs');
  });
  it('keeps a page name that is already a declaration name', () => {
    assert.equal(pageTitle('StripePlugin', [{ name: 'StripePlugin' }, { name: 'StripePluginOptions' }]), 'StripePlugin');
  });
});

describe('page order', () => {
  it('puts the declaration a page is named after first, and sorts a section by title, its index first', () => {
    const { sections } = planRoutes([
      declaration({ name: 'BoostFieldsConfig', category: 'search', page: 'SearchOptions', weight: 0 }),
      declaration({ name: 'SearchOptions', category: 'search', page: 'SearchOptions', weight: 5 }),
      declaration({ name: 'Zebra', category: 'search', weight: 0 }),
      declaration({ name: 'Apple', category: 'search', weight: 20 }),
      declaration({ name: 'Search', category: 'search', weight: 30 }),
    ]);
    const pages = sections[0].pages;
    assert.deepEqual(pages.map((p) => p.title), ['Search', 'Apple', 'SearchOptions', 'Zebra']);
    assert.deepEqual(pages.map((p) => p.position), [1, 2, 3, 4]);
    assert.deepEqual(pages.find((p) => p.title === 'SearchOptions')!.declarationIds, ['@vendure/core:SearchOptions', '@vendure/core:BoostFieldsConfig']);
  });
});
