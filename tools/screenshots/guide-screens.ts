import { heading, item, type Screen } from './screens.js';

// The manifest of the "Extending the Dashboard" screenshots: each shows the result of a page's own
// example (guide-examples.ts loads those plugins), taken like the User guide's. `file` is relative
// to docs/guides/extending-the-dashboard/ and starts with the name of the page that shows it.

/** The Laptop product of the sample data: a detail page with blocks on both columns. */
const openLaptop = [{ click: item('Laptop') }, { waitFor: item('Laptop 15 inch 16GB') }];

export const guideScreens: Screen[] = [
    {
        file: 'getting-started.warehouse-notes.webp',
        route: '/warehouse-notes',
        shows: 'The Warehouse notes page of the first extension, listing the stock locations, with its link in the Catalog section of the menu',
        ready: [heading('Warehouse notes'), { text: 'Default Stock Location' }],
    },
    {
        file: 'customizing-pages/page-blocks.stock-by-location.webp',
        route: '/products',
        shows: "The Laptop product's detail page with the Stock by location block in the side column, below Facet values",
        ready: [item('Laptop')],
        steps: [...openLaptop, { scrollTo: { text: 'Stock by location' } }],
    },
    {
        file: 'customizing-pages/insights-widgets.waiting-to-ship.webp',
        route: '/',
        shows: 'The Insights page with the Waiting to ship widget beside the built-in widgets',
        ready: [{ text: 'Waiting to ship' }],
        steps: [{ scrollTo: { text: 'Waiting to ship' } }],
    },
    {
        file: 'customizing-pages/action-bar-items.duplicate-button.webp',
        route: '/products',
        shows: "The Laptop product's detail page with the Duplicate button in the action bar, before Update",
        ready: [item('Laptop')],
        steps: [...openLaptop, { waitFor: { role: 'button', name: 'Duplicate' } }],
    },
    {
        file: 'customizing-pages/customizing-list-pages.product-list-columns.webp',
        route: '/products',
        shows: 'The product list with the variant count column the example adds and the slug shown as a storefront link',
        ready: [heading('Products'), item('Laptop')],
    },
    {
        file: 'navigation.warehouse-section.webp',
        route: '/warehouse/stock',
        shows: 'The Warehouse section between Sales and Customers, open on its Stock overview page, with Pick lists below it',
        ready: [heading('Stock overview')],
    },
    {
        file: 'custom-form-components/form-component-examples.product-custom-fields.webp',
        route: '/products',
        shows: "The Laptop product's custom fields: the star rating and the JSON editor of the examples",
        ready: [item('Laptop')],
        steps: [...openLaptop, { scrollTo: { text: 'Staff rating' } }],
    },
    {
        file: 'custom-form-components/index.supplier-code.webp',
        route: '/product-variants',
        shows: "A variant's detail page with the Supplier code custom field drawn by the example's own input",
        ready: [item('Laptop 13 inch 8GB')],
        steps: [{ click: item('Laptop 13 inch 8GB') }, { scrollTo: { text: 'Supplier code' } }],
    },
    {
        file: 'creating-pages/detail-pages.location-detail.webp',
        route: '/warehouse-locations',
        shows: "The example's detail page of the Default Stock Location, opened from its list",
        ready: [heading('Warehouse locations'), { text: 'Default Stock Location' }],
        steps: [{ click: { text: 'Default Stock Location' } }, { waitFor: heading('Default Stock Location') }],
    },
    {
        file: 'customizing-pages/customizing-login-page.branded-login.webp',
        route: '/login',
        shows: 'The sign-in page with the example’s logo, heading and helpdesk link',
        ready: [{ text: 'Store administration' }, { text: 'Locked out? Contact the IT helpdesk' }],
        signedOut: true,
    },
];
