import type { Page } from 'playwright-core';

// The manifest: every screenshot of the User guide, where it goes and how to reach it.
//
// `file` is relative to docs/user-guide/ and lies beside the page that shows it (a page is a
// folder with an index.mdx; a section's overview images sit in the section folder). `route` is
// the Dashboard path the capture starts from; `ready` is what must be on screen before anything
// else happens, so a capture never waits a fixed time; `steps` reach a state (open a tab, add a
// condition); `clip` crops the image to one element instead of the 1280×800 window.
//
// Rows are reached by their names in the sample data (sample-data.ts, sample-activity.ts), not by
// ids, the way a reader would: click "Laptop" in the product list.

export type Target = (
    | { role: AriaRole; name?: string | RegExp; exact?: boolean }
    | { text: string | RegExp; exact?: boolean }
    | { label: string }
    | { placeholder: string }
    /** A Dashboard form field whose label is not linked to its input (an operation's arguments). */
    | { field: string }
    | { css: string }
) & {
    /** Look inside this element only, e.g. the table row of one customer. */
    in?: Target;
};

export type Step =
    | { click: Target }
    | { fill: Target; value: string }
    /** Scrolls the page so this element is at the top of the window. */
    | { scrollTo: Target }
    | { waitFor: Target };

export interface Screen {
    file: string;
    route: string;
    shows: string;
    ready: Target[];
    steps?: Step[];
    clip?: Target;
}

type AriaRole = Parameters<Page['getByRole']>[0];

/** A name in a list; the Dashboard renders it as a button that opens the row's detail page. */
const item = (name: string | RegExp): Target => ({ role: 'button', name, exact: typeof name === 'string' });
const heading = (name: string | RegExp): Target => ({ role: 'heading', name });
const text = (value: string | RegExp): Target => ({ text: value });
/** The first button of the table row that contains `rowText`: the one that opens its detail page. */
const row = (rowText: string): Target => ({ role: 'button', in: { role: 'row', name: new RegExp(rowText) } });
/** The Administration part of the navigation: Settings and System. */
const administrationMenu: Target = { css: '[data-sidebar="group"]:has-text("Administration")' };

export const screens: Screen[] = [
    // Catalog
    {
        file: 'catalog/products-list.webp',
        route: '/products',
        shows: 'The product list, the first screen of the Catalog section',
        ready: [heading('Products'), item('Laptop')],
    },
    {
        file: 'catalog/products/products-list-facet-filter.webp',
        route: '/products',
        shows: 'The product list with the facet value filter open',
        ready: [heading('Products'), item('Laptop')],
        steps: [{ click: { role: 'button', name: 'Facet values' } }],
    },
    {
        file: 'catalog/products/product-create.webp',
        route: '/products/new',
        shows: 'The empty form for a new product',
        ready: [heading('New product'), text('Product name')],
    },
    {
        file: 'catalog/products/product-detail-variants.webp',
        route: '/products',
        shows: 'The Laptop product: its name, options, facet values and the table of its four variants',
        ready: [item('Laptop')],
        steps: [{ click: item('Laptop') }, { waitFor: item('Laptop 15 inch 16GB') }],
    },
    {
        file: 'catalog/facets/facets-list.webp',
        route: '/facets',
        shows: 'The facet list: category and brand with their values',
        ready: [heading('Facets'), item('category')],
    },
    {
        file: 'catalog/facets/facet-detail-values.webp',
        route: '/facets',
        shows: 'The category facet and the table of its values',
        ready: [item('category')],
        steps: [{ click: item('category') }, { waitFor: item('Sports & Outdoors') }],
    },
    {
        file: 'catalog/collections/collections-list.webp',
        route: '/collections',
        shows: 'The collection tree: Electronics, Home & Kitchen, Sports & Outdoors and their variant counts',
        ready: [heading('Collections'), item('Electronics')],
    },
    {
        file: 'catalog/collections/collection-detail-filters.webp',
        route: '/collections',
        shows: 'The Home & Kitchen collection: its facet value filter and the products it contains',
        ready: [item('Home & Kitchen')],
        steps: [
            { click: item('Home & Kitchen') },
            { waitFor: text('Filter by facet values') },
            { scrollTo: text('Filters') },
        ],
    },

    // Customers
    {
        file: 'customers/customers-list.webp',
        route: '/customers',
        shows: 'The customer list with the five sample customers',
        ready: [heading('Customers'), text('hayden.zieme@example.com')],
    },
    {
        file: 'customers/customer-detail.webp',
        route: '/customers',
        shows: "Hayden Zieme's customer page, scrolled to the addresses and orders",
        ready: [text('hayden.zieme@example.com')],
        steps: [
            { click: row('Hayden') },
            { waitFor: text('12 Harbour Street') },
            { waitFor: text('Delivered') },
            { scrollTo: text('Addresses') },
        ],
    },

    // Orders
    {
        file: 'orders/orders-list.webp',
        route: '/orders',
        shows: 'The order list: settled, shipped and delivered orders',
        ready: [heading('Orders'), text('Chloé Martin')],
    },
    {
        file: 'orders/order-detail.webp',
        route: '/orders',
        shows: "Chloé Martin's paid order: lines, totals, customer, addresses and state",
        ready: [text('Chloé Martin')],
        steps: [{ click: row('Chloé Martin') }, { waitFor: item(/Coffee Grinder/) }],
    },
    {
        file: 'orders/draft-orders/draft-order-new.webp',
        route: '/orders',
        shows: 'A new draft order, after Draft order in the order list',
        ready: [heading('Orders'), { role: 'button', name: 'Draft order' }],
        steps: [{ click: { role: 'button', name: 'Draft order' } }, { waitFor: heading(/Draft order/i) }],
    },

    // Promotions
    {
        file: 'promotions/promotions-list.webp',
        route: '/promotions',
        shows: 'The promotion list: two enabled promotions, one with a coupon code, and a disabled one',
        ready: [heading('Promotions'), item('Welcome coupon')],
    },
    {
        file: 'promotions/promotion-create.webp',
        route: '/promotions/new',
        shows: 'The new promotion form with a minimum order amount condition and a percentage discount action',
        ready: [heading('New promotion'), { role: 'button', name: 'Add condition' }],
        steps: [
            { fill: { label: 'Name' }, value: 'Spend $100, save 5%' },
            { click: { role: 'button', name: 'Add condition' } },
            { click: { role: 'menuitem', name: /If order total is greater than/ } },
            { click: { role: 'button', name: 'Add action' } },
            { click: { role: 'menuitem', name: /Discount order by .*%/ } },
            { fill: { field: 'amount' }, value: '100' },
            { fill: { field: 'discount' }, value: '5' },
            { scrollTo: text('Conditions') },
        ],
    },

    // Settings
    {
        file: 'settings/settings-navigation.webp',
        route: '/global-settings',
        shows: 'The Administration part of the navigation, with the Settings entries open',
        ready: [{ role: 'link', name: 'Global Settings' }, { role: 'link', name: 'Tax Rates' }],
        clip: administrationMenu,
    },
    {
        file: 'settings/administrators-roles/administrators-list.webp',
        route: '/administrators',
        shows: 'The administrator list: the superadmin and two staff administrators with their roles',
        ready: [heading('Administrators'), text('priya@example.com')],
    },
    {
        file: 'settings/administrators-roles/role-detail-permissions.webp',
        route: '/roles',
        shows: 'The inventory-manager role, scrolled to its permissions: all four Catalog permissions on',
        ready: [item('inventory-manager')],
        steps: [
            { click: item('inventory-manager') },
            { waitFor: text('Toggle all') },
            { scrollTo: { text: 'Permissions', exact: true } },
        ],
    },
    {
        file: 'settings/channels/channel-detail.webp',
        route: '/channels',
        shows: 'The default channel: code, token, languages, currencies, zones and prices',
        ready: [item('Default channel')],
        steps: [{ click: item('Default channel') }, { waitFor: text('Channel defaults') }],
    },
    {
        file: 'settings/countries-zones/countries-list.webp',
        route: '/countries',
        shows: 'The country list',
        ready: [heading('Countries'), item('Austria')],
    },
    {
        file: 'settings/countries-zones/zone-detail.webp',
        route: '/zones',
        shows: 'The Europe zone and its member countries',
        ready: [item('Europe')],
        steps: [{ click: item('Europe') }, { waitFor: text('Netherlands') }],
    },
    {
        file: 'settings/global-settings/global-settings.webp',
        route: '/global-settings',
        shows: 'Global settings: available languages, stock threshold and inventory tracking',
        ready: [heading('Global Settings'), text('Available languages')],
    },
    {
        file: 'settings/payment-methods/payment-method-detail.webp',
        route: '/payment-methods',
        shows: 'The Standard Payment method and its payment handler',
        ready: [item('Standard Payment')],
        steps: [{ click: item('Standard Payment') }, { waitFor: text('dummy-payment-handler') }],
    },
    {
        file: 'settings/shipping-methods/shipping-method-detail.webp',
        route: '/shipping-methods',
        shows: 'The Standard Shipping method: fulfillment handler, eligibility checker and price calculator',
        ready: [item('Standard Shipping')],
        steps: [{ click: item('Standard Shipping') }, { waitFor: text('Conditions') }],
    },
    {
        file: 'settings/taxes/tax-categories-list.webp',
        route: '/tax-categories',
        shows: 'The tax category list: Standard, Reduced and Zero Tax',
        ready: [heading('Tax Categories'), item('Reduced Tax')],
    },
    {
        file: 'settings/taxes/tax-rates-list.webp',
        route: '/tax-rates',
        shows: 'The tax rate list: one rate per tax category and zone',
        ready: [heading('Tax Rates'), item('Standard Tax Europe')],
    },
];
