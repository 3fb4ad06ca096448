import { heading, item, productList, row, text, type Screen, type Step } from './screens.js';

// The manifest of the "Extending the Dashboard" screenshots: each shows the result of a page's own
// example (guide-examples.ts loads those plugins), taken like the User guide's. `file` is relative
// to docs/guides/extending-the-dashboard/ and starts with the name of the page that shows it.

/** The Laptop product of the sample data: a detail page with blocks on both columns. */
const openLaptop = [{ click: item('Laptop') }, { waitFor: item('Laptop 15 inch 16GB') }];

/** Hayden Zieme's customer page: two orders, one of them delivered. */
const openHayden: Step[] = [{ click: row('Hayden') }, { waitFor: text('12 Harbour Street') }];

export const guideScreens: Screen[] = [
    {
        file: 'getting-started.warehouse-notes.webp',
        route: '/warehouse-notes',
        shows: 'The Warehouse notes page of the first extension, listing the stock locations, with its link in the Catalog section of the menu',
        ready: [heading('Warehouse notes'), { text: 'Default Stock Location' }],
    },
    {
        file: 'customizing-pages/page-blocks.stock-by-location.webp',
        route: productList,
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
        route: productList,
        shows: "The Laptop product's detail page with the Duplicate button in the action bar, before Update",
        ready: [item('Laptop')],
        steps: [...openLaptop, { waitFor: { role: 'button', name: 'Duplicate' } }],
    },
    {
        file: 'customizing-pages/customizing-list-pages.product-list-columns.webp',
        route: productList,
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
        route: productList,
        shows: "The Laptop product's custom fields: the star rating and the JSON editor of the examples",
        ready: [item('Laptop')],
        steps: [...openLaptop, { scrollTo: { text: 'Staff rating' } }],
    },
    {
        file: 'custom-form-components/index.supplier-code.webp',
        // 88 variants, ten to a page by default: all of them on one page.
        route: '/product-variants?perPage=100',
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
    {
        file: 'creating-pages/index.catalog-audit.webp',
        route: '/catalog-audit',
        shows: "The catalog audit's overview page: recently changed products, the totals and the Refresh button",
        ready: [heading('Catalog audit'), text('of them disabled')],
        steps: [{ waitFor: { css: 'ul li a' } }],
    },
    {
        file: 'creating-pages/list-pages.stale-products.webp',
        route: '/catalog-audit/stale',
        shows: 'The Stale products list: the products last changed a year ago, oldest first, with the Visibility filter',
        ready: [heading('Stale products'), text('Tulip Pot')],
    },
    {
        file: 'creating-pages/tabbed-pages.variants-tab.webp',
        route: '/catalog-audit/stale',
        shows: "The tabbed product audit page of Hard Drive, opened from the stale products list, on its Variants tab",
        ready: [heading('Stale products'), text('Hard Drive')],
        steps: [
            { click: text('Hard Drive') },
            { click: { role: 'tab', name: /^Variants/ } },
            { waitFor: text(/in stock/) },
        ],
    },
    {
        file: 'customizing-pages/customizing-detail-pages.sku-generate.webp',
        // 88 variants, ten to a page by default: all of them on one page.
        route: '/product-variants?perPage=100',
        shows: "A Laptop variant's page after clicking Generate beside the SKU field",
        ready: [item('Laptop 13 inch 8GB')],
        steps: [
            { click: item('Laptop 13 inch 8GB') },
            { click: { role: 'button', name: 'Generate' } },
            { waitFor: { css: 'input[value^="LAPTOP-"]' } },
        ],
    },
    {
        file: 'customizing-pages/customizing-detail-pages.last-order.webp',
        route: '/customers',
        shows: "Hayden Zieme's customer page with the Last order block under Status",
        ready: [text('hayden.zieme@example.com')],
        steps: [...openHayden, { waitFor: text(/placed order\(s\) in total/) }],
    },
    {
        file: 'customizing-pages/history-entries.risk-screening.webp',
        route: '/orders',
        shows: "Hayden Zieme's laptop order, whose history starts with a medium-risk screening entry",
        ready: [heading('Orders'), text('Hayden Zieme')],
        steps: [
            // The order over 1,000: Hayden's other order is a few water bottles.
            { click: { role: 'button', in: { role: 'row', name: /Hayden Zieme.*\d,\d{3}\.\d\d/ } } },
            // The Dashboard folds runs of more than three entries of types it does not call primary.
            // The history lists the newest ten entries first; the delivered order has more.
            { click: { role: 'button', name: 'Load more' } },
            { scrollTo: text('Risk screening: medium risk') },
        ],
    },
    {
        file: 'alerts.failed-jobs.webp',
        route: '/',
        shows: 'The alerts menu open on the Insights page, with the failed-jobs alert and its two actions',
        ready: [{ css: 'button:has(svg.lucide-bell)' }],
        steps: [
            { click: { css: 'button:has(svg.lucide-bell)' } },
            { waitFor: text(/failed jobs in the last 24 hours/) },
        ],
    },
    {
        file: 'data-fetching.disabled-products.webp',
        route: '/disabled-products',
        shows: 'The Disabled products page: the two hidden products, each with an Enable button',
        ready: [heading('Disabled products'), text('Tulip Pot')],
    },
    {
        file: 'custom-form-components/relation-selectors.pickup-location.webp',
        route: '/customers',
        shows: "Hayden Zieme's custom fields with the stock location selector open, each location with its description",
        ready: [text('hayden.zieme@example.com')],
        steps: [
            ...openHayden,
            { scrollTo: text('Preferred pickup location') },
            { click: { role: 'button', name: 'Choose a pickup location' } },
            { waitFor: text('Bulky goods and returns') },
        ],
    },
    // Last: choosing German as the display language is saved with the administrator's settings.
    {
        file: 'localization.loyalty-german.webp',
        route: '/loyalty',
        shows: 'The Loyalty page with German as the display language: the translated strings, and the placeholders a 3.7.3 build leaves unfilled',
        ready: [heading('Loyalty points'), { role: 'button', name: /Super Admin/ }],
        steps: [
            { click: { role: 'button', name: /Super Admin/ } },
            { click: { role: 'button', name: /^Language/ } },
            { click: { role: 'combobox', in: { role: 'dialog' } } },
            { click: { role: 'option', name: /German/ } },
            { click: { role: 'button', name: 'Close' } },
            { waitFor: heading('Treuepunkte') },
        ],
    },
];

/**
 * The theming page's screens, taken with a Dashboard built from that page's own Vite config (see
 * cli.ts): its theme would otherwise change every image above.
 */
export const themingScreens: Screen[] = [
    {
        file: 'theming.green-theme.webp',
        route: productList,
        shows: 'The product list with the green theme: the green New Product button and channel avatar, the heading in Georgia',
        ready: [heading('Products'), item('Laptop')],
    },
    {
        file: 'theming.branded-login.webp',
        route: '/login',
        shows: 'The sign-in page of the branding plugin, in the green theme',
        ready: [{ text: 'Acme back office' }, { text: 'Acme Outfitters' }],
        signedOut: true,
    },
];
