import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exportedPage } from './__fixtures__/exported-page';
import { fileKeyOf, fileNameOf, GUIDE_FILES_SECTION, joinSectionTitles, OTHER_PAGES_SECTION, planLlmsFiles } from './llms-plan';
import type { OutlineSection } from './outline';

const page = exportedPage;

describe('fileKeyOf', () => {
  it('gives each guide folder its file, the merged folders one together', () => {
    assert.equal(fileKeyOf('/guides/storefront/connect-api'), 'guides/storefront');
    assert.equal(fileKeyOf('/guides/getting-started/installation'), 'guides/getting-started-core-concepts');
    assert.equal(fileKeyOf('/guides/core-concepts/'), 'guides/getting-started-core-concepts');
    assert.equal(fileKeyOf('/guides/how-to/codegen'), 'guides/deployment-how-to');
    assert.equal(fileKeyOf('/guides/a-new-folder/page'), 'guides/a-new-folder', 'a new folder gets a file without a change');
  });

  it('puts the whole User Guide in one file', () => {
    assert.equal(fileKeyOf('/user-guide/'), 'user-guide');
    assert.equal(fileKeyOf('/user-guide/catalog/products'), 'user-guide');
  });

  it('gives a reference area one file, and each category of a split area its own', () => {
    assert.equal(fileKeyOf('/reference/dashboard/'), 'reference/dashboard');
    assert.equal(fileKeyOf('/reference/core-plugins/email-plugin/email-event-handler'), 'reference/core-plugins');
    assert.equal(fileKeyOf('/reference/typescript-api/orders/order-process'), 'reference/typescript-api/orders');
    assert.equal(fileKeyOf('/reference/graphql-api/shop/queries'), 'reference/graphql-api/shop');
  });

  it('puts the overviews of the reference and of the split areas together, and the home page in no file', () => {
    assert.equal(fileKeyOf('/reference/'), 'reference');
    assert.equal(fileKeyOf('/reference/typescript-api/'), 'reference');
    assert.equal(fileKeyOf('/'), undefined);
  });
});

describe('fileNameOf', () => {
  it('names a file after its key, at the root, the reference without its common prefix', () => {
    assert.equal(fileNameOf('guides/storefront'), 'llms-guides-storefront.txt');
    assert.equal(fileNameOf('user-guide'), 'llms-user-guide.txt');
    assert.equal(fileNameOf('reference/typescript-api/orders'), 'llms-typescript-api-orders.txt');
    assert.equal(fileNameOf('reference'), 'llms-reference.txt');
  });
});

describe('joinSectionTitles', () => {
  it('joins the sections of one sidebar under its name once', () => {
    assert.equal(joinSectionTitles(['Learn: Getting started', 'Learn: Core concepts']), 'Learn: Getting started and Core concepts');
    assert.equal(joinSectionTitles(['Learn: A', 'Learn: B', 'Learn: C']), 'Learn: A, B and C');
  });

  it('lets a sidebar\'s own name stand for all its sections', () => {
    assert.equal(joinSectionTitles(['User Guide', 'User Guide: Catalog', 'User Guide: Orders']), 'User Guide');
  });

  it('keeps one title as it is, and joins titles of different sidebars whole', () => {
    assert.equal(joinSectionTitles(['Learn: Storefront', 'Learn: Storefront']), 'Learn: Storefront');
    assert.equal(joinSectionTitles(['Learn: A', 'Reference: B']), 'Learn: A and Reference: B');
    assert.equal(joinSectionTitles([]), '');
  });
});

describe('planLlmsFiles', () => {
  const pages = [
    page('/', 'Vendure Docs', 'The home page.'),
    page('/guides/getting-started/installation', 'Installation', 'Install it.'),
    page('/guides/core-concepts/', 'Core concepts', 'The concepts.'),
    page('/guides/core-concepts/orders', 'Orders', 'Orders.'),
    page('/guides/storefront/connect-api', 'Connect', 'Connect.'),
    page('/guides/storefront/order-workflow', 'Order workflow', 'In no sidebar.'),
    page('/reference/', 'Reference', 'All APIs.'),
    page('/reference/typescript-api/', 'TypeScript API', 'Every class.'),
    page('/reference/typescript-api/orders/', 'Orders', 'The orders category.'),
    page('/reference/typescript-api/orders/order-process', 'OrderProcess'),
    page('/reference/typescript-api/services/order-service', 'OrderService'),
    page('/reference/dashboard/', 'Dashboard API'),
    page('/reference/dashboard/hooks/use-x', 'useX'),
    page('/user-guide/', 'User guide', 'For shop staff.'),
    page('/user-guide/catalog/', 'Catalog'),
  ];
  const outline: OutlineSection[] = [
    { title: 'Learn: Getting started', routes: ['/guides/getting-started/installation'] },
    { title: 'Learn: Core concepts', routes: ['/guides/core-concepts/', '/guides/core-concepts/orders'] },
    { title: 'Learn: Storefront', routes: ['/guides/storefront/connect-api', '/guides/missing'] },
    { title: 'Reference', routes: ['/reference/'] },
    { title: 'Reference: TypeScript API', routes: ['/reference/typescript-api/', '/reference/typescript-api/orders/', '/reference/typescript-api/orders/order-process', '/reference/typescript-api/services/order-service'] },
    { title: 'Reference: Dashboard API', routes: ['/reference/dashboard/', '/reference/dashboard/hooks/use-x'] },
    { title: 'User Guide', routes: ['/user-guide/'] },
    { title: 'User Guide: Catalog', routes: ['/user-guide/catalog/'] },
  ];
  const plan = planLlmsFiles(outline, pages);
  const describe = (entry: (typeof plan.sections)[number]['entries'][number]) => ('page' in entry ? entry.page.route : entry.file.name);

  it('makes one file per section as fileKeyOf groups them, each page in sidebar order, a page of no sidebar after', () => {
    assert.deepEqual(
      plan.files.map((file) => [file.name, file.title, file.label, file.pages.map((p) => p.route)]),
      [
        ['llms-guides-getting-started-core-concepts.txt', 'Learn: Getting started and Core concepts', 'Learn: Getting started and Core concepts', ['/guides/getting-started/installation', '/guides/core-concepts/', '/guides/core-concepts/orders']],
        ['llms-guides-storefront.txt', 'Learn: Storefront', 'Learn: Storefront', ['/guides/storefront/connect-api', '/guides/storefront/order-workflow']],
        ['llms-user-guide.txt', 'User Guide', 'User Guide', ['/user-guide/', '/user-guide/catalog/']],
        ['llms-reference.txt', 'Reference: Overviews', 'Overviews', ['/reference/', '/reference/typescript-api/']],
        ['llms-typescript-api-orders.txt', 'Reference: TypeScript API: Orders', 'Orders', ['/reference/typescript-api/orders/', '/reference/typescript-api/orders/order-process']],
        ['llms-typescript-api-services.txt', 'Reference: TypeScript API: services', 'services', ['/reference/typescript-api/services/order-service']],
        ['llms-dashboard.txt', 'Reference: Dashboard API', 'Dashboard API', ['/reference/dashboard/', '/reference/dashboard/hooks/use-x']],
      ],
    );
  });

  it('lists the guide files first, then each guide page under its sidebar section, and each reference section by its files', () => {
    assert.deepEqual(
      plan.sections.map((section) => [section.title, section.entries.map(describe)]),
      [
        [GUIDE_FILES_SECTION, ['llms-guides-getting-started-core-concepts.txt', 'llms-guides-storefront.txt', 'llms-user-guide.txt']],
        ['Learn: Getting started', ['/guides/getting-started/installation']],
        ['Learn: Core concepts', ['/guides/core-concepts/', '/guides/core-concepts/orders']],
        ['Learn: Storefront', ['/guides/storefront/connect-api', '/guides/storefront/order-workflow']],
        ['Reference', ['llms-reference.txt']],
        ['Reference: TypeScript API', ['llms-typescript-api-orders.txt', 'llms-typescript-api-services.txt']],
        ['Reference: Dashboard API', ['llms-dashboard.txt']],
        ['User Guide', ['/user-guide/']],
        ['User Guide: Catalog', ['/user-guide/catalog/']],
        [OTHER_PAGES_SECTION, ['/']],
      ],
    );
  });

  it('holds every page but the home page in exactly one file, and every page in allPages', () => {
    const held = plan.files.flatMap((file) => file.pages.map((p) => p.route));
    assert.equal(new Set(held).size, held.length);
    assert.deepEqual(pages.filter((p) => !held.includes(p.route)).map((p) => p.route), ['/']);
    assert.equal(plan.allPages.length, pages.length);
    assert.equal(plan.allPages[plan.allPages.length - 1].route, '/guides/storefront/order-workflow', 'pages of no sidebar last');
  });
});
