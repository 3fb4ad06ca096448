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
    /** Types the value, presses `press` if given (e.g. Enter to add it to a list), then leaves the field. */
    | { fill: Target; value: string; press?: 'Enter' }
    /**
     * Points at the element, e.g. a menu entry that opens a submenu. When no click follows, the
     * pointer stays there for the screenshot (a submenu closes when the pointer leaves it).
     */
    | { hover: Target }
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
    /**
     * A window of another size than 1280 × 800, for a page whose side column is too narrow at
     * 1280 px to show its buttons whole (the draft order's address boxes).
     */
    window?: { width: number; height: number };
    /** Taken without signing in (the sign-in page), in a browser context of its own. */
    signedOut?: boolean;
}

type AriaRole = Parameters<Page['getByRole']>[0];

/**
 * The product list sorted by name, all 54 sample products on one page. Its default order is "last
 * updated first", and the sample products are created within the same second, so Laptop could be
 * on any of the six pages of ten.
 */
export const productList = '/products?sort=name&perPage=100';
/** The first page of the product list as a reader sees it, sorted by name. */
const productListFirstPage = '/products?sort=name';

/** A name in a list; the Dashboard renders it as a button that opens the row's detail page. */
export const item = (name: string | RegExp): Target => ({ role: 'button', name, exact: typeof name === 'string' });
export const heading = (name: string | RegExp): Target => ({ role: 'heading', name });
export const text = (value: string | RegExp): Target => ({ text: value });
/** The first button of the table row that contains `rowText`: the one that opens its detail page. */
export const row = (rowText: string): Target => ({ role: 'button', in: { role: 'row', name: new RegExp(rowText) } });
/** The Administration part of the navigation: Settings and System. */
const administrationMenu: Target = { css: '[data-sidebar="group"]:has-text("Administration")' };
/** The channel switcher at the top of the sidebar; its name includes the content language. */
const channelSwitcher: Target = { role: 'button', name: /Default channel Language:/ };
/** The menu button (three dots) at the top of a detail page, e.g. Modify and Refund & Cancel on an order. */
const pageMenu: Target = { css: '[data-testid="action-bar-dropdown-trigger"]' };

/** Fills one row of the table of variants to create: SKU, price and stock on hand. */
function variantRow(options: string, sku: string, price: string, stock: string): Step[] {
    const inRow: Target = { role: 'row', name: options };
    return [
        { fill: { role: 'textbox', name: 'SKU', in: inRow }, value: sku },
        // The price has no label of its own: it is the input in the Price column.
        { fill: { css: 'td:nth-child(4) input', in: inRow }, value: price },
        { fill: { role: 'spinbutton', in: inRow }, value: stock },
    ];
}

/**
 * Creates the product "Trail Running Jacket" and adds the option group Size (S, M, L) in the
 * "Add option group to product" dialog, as the Products page describes. It waits for the slug the
 * Dashboard makes from the name, as a reader typing the name would.
 */
const createJacketWithSizes: Step[] = [
    { fill: { label: 'Product name' }, value: 'Trail Running Jacket' },
    { waitFor: { css: 'input[value^="trail-running-jacket"]' } },
    { click: { role: 'button', name: 'Create', exact: true } },
    { click: { role: 'button', name: /Product with options/ } },
    { click: { role: 'tab', name: 'Create new' } },
    { fill: { placeholder: 'e.g. Size' }, value: 'Size' },
    ...['S', 'M', 'L'].map((value): Step => ({ fill: { placeholder: 'Enter value and press Enter' }, value, press: 'Enter' })),
];

/** From the order list: a new draft order for Marta Kowalski with a 27 inch curvy monitor and standard shipping. */
const draftOrderReady: Step[] = [
    { click: { role: 'button', name: 'Draft order' } },
    { waitFor: heading(/Draft order/i) },
    { click: { role: 'button', name: 'Select customer' } },
    { click: { role: 'option', name: /Marta Kowalski/ } },
    { waitFor: text('Keizersgracht 221') },
    { click: text('Add item to order') },
    { fill: { placeholder: 'Add item to order...' }, value: 'Curvy Monitor' },
    { click: { role: 'option', name: /Curvy Monitor 27 inch/ } },
    { click: text('Standard Shipping') },
    { waitFor: text('Order draft is ready to be completed') },
];

export const screens: Screen[] = [
    // Catalog
    {
        file: 'catalog/products-list.webp',
        route: productListFirstPage,
        shows: 'The product list, the first screen of the Catalog section',
        ready: [heading('Products'), item('Allstar Sneakers')],
    },
    {
        file: 'catalog/products/products-list-facet-filter.webp',
        route: productListFirstPage,
        shows: 'The product list with the facet value filter open',
        ready: [heading('Products'), item('Allstar Sneakers')],
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
        route: productList,
        shows: 'The Laptop product: its name, options, facet values and the table of its four variants',
        ready: [item('Laptop')],
        steps: [{ click: item('Laptop') }, { waitFor: item('Laptop 15 inch 16GB') }],
    },
    {
        file: 'catalog/products/products-list-bulk-actions.webp',
        route: '/products',
        shows: 'The product list sorted by name, with Aloe Vera and Bonsai Tree selected and the Actions menu open',
        ready: [heading('Products'), { role: 'columnheader', name: 'Name' }],
        steps: [
            // Sorted by name, so both rows are on the first page whatever the order of the sample
            // products' update times (the list's default order).
            { click: { role: 'button', in: { role: 'columnheader', name: 'Name' } } },
            { waitFor: { css: 'tbody tr:first-child:has-text("32-Inch Monitor")' } },
            { click: { role: 'checkbox', in: { role: 'row', name: /^Aloe Vera / } } },
            { click: { role: 'checkbox', in: { role: 'row', name: /^Bonsai Tree / } } },
            { click: { role: 'button', name: 'Actions', exact: true } },
            // Opening the menu scrolls the page a little; back to the top.
            { scrollTo: { role: 'navigation', name: 'breadcrumb' } },
        ],
    },
    {
        file: 'catalog/products/variant-price-stock.webp',
        route: '/product-variants',
        shows: 'The Hard Drive 2TB variant, scrolled to its Price and tax and Stock blocks',
        ready: [heading('Product Variants')],
        steps: [
            { fill: { placeholder: 'Filter...' }, value: 'Hard Drive' },
            { click: item('Hard Drive 2TB') },
            { waitFor: text('Price and tax') },
            { scrollTo: text('Price and tax') },
        ],
    },
    // These two create a product each (the database is thrown away after the run), so they come
    // after the screens that show the product list.
    {
        file: 'catalog/products/product-option-group-dialog.webp',
        route: '/products/new',
        shows: 'A new product\'s Add option group dialog: a new option group Size with the values S, M and L',
        ready: [heading('New product'), text('Product name')],
        steps: createJacketWithSizes,
        clip: { role: 'dialog' },
    },
    {
        file: 'catalog/products/product-variants-generate.webp',
        route: '/products/new',
        shows: 'A new product with the option groups Size and Colour: six variants with SKU, price and stock filled in',
        ready: [heading('New product'), text('Product name')],
        steps: [
            ...createJacketWithSizes,
            { click: { role: 'button', name: 'Save option group' } },
            { click: { role: 'button', name: 'Add option group', exact: true } },
            { click: { role: 'tab', name: 'Create new' } },
            { fill: { placeholder: 'e.g. Size' }, value: 'Colour' },
            ...['Blue', 'Red'].map((value): Step => ({ fill: { placeholder: 'Enter value and press Enter' }, value, press: 'Enter' })),
            { click: { role: 'button', name: 'Save option group' } },
            // Rows are left unticked after a second option group is added in the same visit.
            { click: { role: 'checkbox', name: 'Toggle all visible variants' } },
            ...variantRow('S / Blue', 'TRJ-S-BLU', '89.00', '12'),
            ...variantRow('S / Red', 'TRJ-S-RED', '89.00', '8'),
            ...variantRow('M / Blue', 'TRJ-M-BLU', '89.00', '20'),
            ...variantRow('M / Red', 'TRJ-M-RED', '89.00', '15'),
            ...variantRow('L / Blue', 'TRJ-L-BLU', '89.00', '10'),
            ...variantRow('L / Red', 'TRJ-L-RED', '89.00', '6'),
            { scrollTo: { text: 'Product variants', exact: true } },
        ],
    },
    {
        file: 'catalog/facets/facets-list.webp',
        route: '/facets',
        shows: 'The facet list: category, brand, color and plant type with their values',
        ready: [heading('Facets'), item('category')],
    },
    {
        file: 'catalog/facets/facet-detail-values.webp',
        route: '/facets',
        shows: 'The Facet values block of the category facet: its nine values and the Add facet value button',
        ready: [item('category')],
        steps: [{ click: item('category') }, { waitFor: item('Sports & Outdoor') }],
        // The block the page's steps use; with nine values the window cut it off above Add facet value.
        clip: { css: '[data-slot="card"]:has-text("Add facet value")' },
    },
    {
        file: 'catalog/facets/facet-create.webp',
        route: '/facets/new',
        shows: 'The new facet form with the name Material, the code it makes from it, and Private off',
        ready: [heading('New facet'), text('Private')],
        steps: [
            { fill: { label: 'Name' }, value: 'Material' },
            { waitFor: { css: 'input[value="material"]' } },
        ],
    },
    {
        file: 'catalog/collections/collections-list.webp',
        route: '/collections',
        shows: 'The collection tree: Electronics, Home & Garden, Sports & Outdoor and their variant counts',
        ready: [heading('Collections'), item('Electronics')],
    },
    {
        file: 'catalog/collections/collection-detail-filters.webp',
        route: '/collections',
        shows: 'The Home & Garden collection: its facet value filter and the products it contains',
        ready: [item('Home & Garden')],
        steps: [
            { click: item('Home & Garden') },
            { waitFor: text('Filter by facet values') },
            { scrollTo: text('Filters') },
        ],
    },
    {
        file: 'catalog/collections/collection-create-filter-preview.webp',
        route: '/collections/new',
        shows: 'A new collection with a facet value filter (Indoor) and the preview of the four products it contains',
        ready: [heading('New collection'), text('Filters')],
        steps: [
            { fill: { label: 'Name' }, value: 'Indoor plants' },
            // The slug the Dashboard makes from the name; opening the filter menu while the form
            // still changes can lose the choice.
            { waitFor: { css: 'input[value="indoor-plants"]' } },
            { click: { role: 'button', name: 'Add collection filter' } },
            { click: { role: 'menuitem', name: 'Filter by facet values' } },
            { click: { role: 'button', name: 'Add facet values' } },
            { fill: { placeholder: 'Search facet values...' }, value: 'Indoor' },
            { click: { role: 'option', name: 'Indoor' } },
            { waitFor: item('Aloe Vera') },
            { scrollTo: { role: 'button', name: 'AND', exact: true } },
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
        file: 'customers/customer-create.webp',
        route: '/customers/new',
        shows: 'The new customer form with first name, last name, email address and phone number filled in',
        ready: [heading('New customer'), text('Email address')],
        steps: [
            { fill: { label: 'First name' }, value: 'Amara' },
            { fill: { label: 'Last name' }, value: 'Okafor' },
            { fill: { label: 'Email address' }, value: 'amara.okafor@example.com' },
            { fill: { label: 'Phone number' }, value: '+44 20 7946 0958' },
        ],
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
        steps: [{ click: row('Chloé Martin') }, { waitFor: item(/Orchid/) }],
    },
    {
        file: 'orders/order-process-dialog.webp',
        route: '/orders',
        shows: "The Order process dialog for Chloé Martin's order: every order state and where it can go next",
        ready: [text('Chloé Martin')],
        steps: [
            { click: row('Chloé Martin') },
            { waitFor: item(/Orchid/) },
            { click: { role: 'button', name: 'View order process' } },
            { waitFor: heading('Order process') },
        ],
        clip: { role: 'dialog' },
    },
    {
        file: 'orders/fulfill-order-dialog.webp',
        route: '/orders',
        shows: "The Fulfill order dialog for Chloé Martin's paid order, with carrier and tracking code filled in",
        ready: [text('Chloé Martin')],
        steps: [
            { click: row('Chloé Martin') },
            { waitFor: item(/Orchid/) },
            { click: { role: 'button', name: 'Fulfill order' } },
            { fill: { field: 'method' }, value: 'DHL Parcel' },
            { fill: { field: 'trackingCode' }, value: '00340434161094042557' },
        ],
        clip: { role: 'dialog' },
    },
    {
        file: 'orders/refund-cancel-dialog.webp',
        route: '/orders',
        shows: "The Refund and cancel order dialog for Oliver Hughes's order: the tablet and the shipping refunded",
        ready: [text('Oliver Hughes')],
        steps: [
            { click: row('Oliver Hughes') },
            { waitFor: item(/Tablet 128GB/) },
            { click: pageMenu },
            { click: { role: 'menuitem', name: 'Refund & Cancel' } },
            { fill: { role: 'spinbutton', in: { role: 'row', name: /Tablet 128GB/ } }, value: '1' },
            // The checkbox has no name; its label beside it reads "Refund shipping: Standard Shipping".
            { click: { css: 'div:has(> label:has-text("Refund shipping")) > [role="checkbox"]' } },
            { click: text('Select a reason...') },
            { click: { role: 'option', name: 'Customer request' } },
        ],
        clip: { role: 'dialog' },
    },
    {
        file: 'orders/add-payment-dialog.webp',
        route: '/orders',
        shows: 'The Add payment to order dialog on a completed draft order, with payment method and transaction ID',
        ready: [heading('Orders'), { role: 'button', name: 'Draft order' }],
        steps: [
            ...draftOrderReady,
            { click: { role: 'button', name: 'Complete draft' } },
            { click: { role: 'button', name: 'Add payment' } },
            { click: { role: 'button', name: 'Select item' } },
            { click: { role: 'option', name: /Standard Payment/ } },
            { fill: { label: 'Transaction ID' }, value: 'BANK-2025-0412' },
        ],
        clip: { role: 'dialog' },
    },
    {
        file: 'orders/draft-orders/draft-order-new.webp',
        route: '/orders',
        shows: 'A new draft order, after Draft order in the order list',
        ready: [heading('Orders'), { role: 'button', name: 'Draft order' }],
        steps: [{ click: { role: 'button', name: 'Draft order' } }, { waitFor: heading(/Draft order/i) }],
    },
    {
        file: 'orders/draft-orders/draft-order-ready.webp',
        route: '/orders',
        shows: 'A draft order with customer, one line, addresses and a shipping method, ready to be completed',
        ready: [heading('Orders'), { role: 'button', name: 'Draft order' }],
        steps: draftOrderReady,
        // At 1280 px the address box's Remove button is cut off at the window's edge.
        window: { width: 1536, height: 800 },
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
        file: 'settings/administrators-roles/role-create.webp',
        route: '/roles/new',
        shows: 'The new role form: Warehouse staff in the default channel, with some permissions switched on',
        ready: [heading('New role'), text('Toggle all')],
        steps: [
            { fill: { label: 'Description' }, value: 'Warehouse staff' },
            { fill: { label: 'Code' }, value: 'warehouse-staff' },
            { click: text('Select a channel') },
            { click: { role: 'button', name: 'Default channel', exact: true } },
            // Closes the channel list.
            { click: heading('New role') },
            { click: { role: 'switch', name: 'Read', in: { role: 'row', name: /^Asset Toggle all/ } } },
            { click: { role: 'switch', name: 'Read', in: { role: 'row', name: /^Catalog Toggle all/ } } },
            { click: { role: 'switch', name: 'Update', in: { role: 'row', name: /^Catalog Toggle all/ } } },
            { click: { role: 'switch', name: 'Read', in: { role: 'row', name: /^Order Toggle all/ } } },
            { click: { role: 'switch', name: 'Update', in: { role: 'row', name: /^Order Toggle all/ } } },
            // Back to the top of the form (the Order row is further down).
            { scrollTo: { role: 'navigation', name: 'breadcrumb' } },
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
        shows: 'The Countries block of the Europe zone: its member countries and, below them, Select country',
        ready: [item('Europe')],
        steps: [{ click: item('Europe') }, { waitFor: text('Netherlands') }, { waitFor: { role: 'button', name: 'Select country' } }],
        // The block the page's step uses; the whole window cut it off above Select country.
        clip: { css: '[data-slot="card"]:has-text("Select country")' },
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
        file: 'settings/payment-methods/payment-method-create.webp',
        route: '/payment-methods/new',
        shows: 'The new payment method form: name, code, Enabled on and the test payment handler chosen',
        ready: [heading('New payment method'), { role: 'button', name: 'Select Payment Handler' }],
        steps: [
            { fill: { label: 'Name' }, value: 'Test payment' },
            { fill: { label: 'Code' }, value: 'test-payment' },
            { click: { role: 'switch', name: 'Enabled' } },
            { click: { role: 'button', name: 'Select Payment Handler' } },
            { click: { role: 'menuitem', name: /A dummy payment provider/ } },
            // Just far enough down for the handler's setting to show.
            { scrollTo: { text: 'Name', exact: true } },
        ],
    },
    {
        file: 'settings/shipping-methods/shipping-method-detail.webp',
        route: '/shipping-methods',
        shows: 'The Standard Shipping method: fulfillment handler, eligibility checker and price calculator',
        ready: [item('Standard Shipping')],
        steps: [{ click: item('Standard Shipping') }, { waitFor: text('Conditions') }],
    },
    {
        file: 'settings/shipping-methods/shipping-method-create.webp',
        route: '/shipping-methods/new',
        shows: 'A new shipping method, Free delivery: the default checker with a minimum order value and the flat-rate calculator',
        ready: [heading('New shipping method'), { role: 'button', name: 'Select Shipping Calculator' }],
        steps: [
            { fill: { label: 'Name' }, value: 'Free delivery' },
            { fill: { label: 'Code' }, value: 'free-delivery' },
            { click: text('Select a fulfillment handler') },
            { click: { role: 'option', name: 'Manually enter fulfillment details' } },
            { click: { role: 'button', name: 'Select Shipping Eligibility Checker' } },
            { click: { role: 'menuitem', name: 'Default Shipping Eligibility Checker' } },
            { click: { role: 'button', name: 'Select Shipping Calculator' } },
            { click: { role: 'menuitem', name: 'Default Flat-Rate Shipping Calculator' } },
            { fill: { field: 'Minimum order value' }, value: '50' },
            { fill: { field: 'Tax rate' }, value: '20' },
            { scrollTo: { text: 'Conditions', exact: true } },
        ],
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
    {
        file: 'settings/taxes/tax-rate-detail.webp',
        route: '/tax-rates',
        shows: 'The Reduced Tax Europe rate: name, rate, tax category, zone and Enabled',
        ready: [heading('Tax Rates')],
        steps: [
            // Twelve rates, ten to a page: the filter makes sure the row is on the page.
            { fill: { placeholder: 'Filter...' }, value: 'Reduced Tax Europe' },
            { click: item('Reduced Tax Europe') },
            { waitFor: heading('Reduced Tax Europe') },
        ],
    },

    // Localization. Last, because the final screen switches the content language to German, and
    // the Dashboard keeps that choice for the rest of the run. German is a content language of
    // the sample shop (sample-activity.ts) with nothing translated.
    {
        file: 'localization/content-language-menu.webp',
        route: '/products',
        shows: 'The channel switcher open, with its Content submenu listing English (active) and German',
        ready: [heading('Products'), channelSwitcher],
        steps: [
            { click: channelSwitcher },
            { waitFor: { role: 'menuitem', name: /^Content:/ } },
            { hover: { role: 'menuitem', name: /^Content:/ } },
            { waitFor: { role: 'menuitem', name: /German/ } },
        ],
    },
    {
        file: 'localization/manage-languages-dialog.webp',
        route: '/products',
        shows: 'The Manage Languages dialog: global languages, the channel\'s languages and its default language',
        ready: [heading('Products'), channelSwitcher],
        steps: [
            { click: channelSwitcher },
            { hover: { role: 'menuitem', name: /^Content:/ } },
            { click: { role: 'menuitem', name: 'Manage Languages' } },
            { waitFor: heading(/Channel Languages/) },
        ],
        clip: { role: 'dialog' },
    },
    {
        file: 'localization/display-language-dialog.webp',
        route: '/products',
        shows: 'The Select display language dialog, opened from the user menu',
        ready: [heading('Products'), { role: 'button', name: /Super Admin/ }],
        steps: [
            { click: { role: 'button', name: /Super Admin/ } },
            { click: { role: 'button', name: /^Language/ } },
            { waitFor: heading('Select display language') },
        ],
        clip: { role: 'dialog' },
    },
    {
        file: 'localization/product-fallback.webp',
        route: '/products',
        shows: 'The Laptop product with German as the content language: "Fallback:" placeholders with the English texts',
        ready: [heading('Products'), channelSwitcher],
        steps: [
            { click: channelSwitcher },
            { hover: { role: 'menuitem', name: /^Content:/ } },
            { click: { role: 'menuitem', name: /German/ } },
            { waitFor: { role: 'button', name: /Language: German/ } },
            // 54 products, ten to a page: the filter makes sure the row is on the page.
            { fill: { placeholder: 'Filter...' }, value: 'Laptop' },
            { click: item('Laptop') },
            { waitFor: { placeholder: 'Fallback: Laptop' } },
        ],
    },
];
