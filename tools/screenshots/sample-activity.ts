import { expectSuccess, GraphqlClient, graphqlClient } from './graphql.js';

// What a shop has after a few days of trading, made the way it happens in a real shop: customers
// register and check out through the Shop API, staff act through the Admin API. The Orders,
// Customers, Promotions and Administrators screens then show rows made by Vendure itself.

interface SampleCustomer {
    firstName: string;
    lastName: string;
    emailAddress: string;
    address: { streetLine1: string; city: string; postalCode: string; countryCode: string };
    /** Each order is a list of [SKU, quantity]. */
    orders: Array<{ lines: Array<[string, number]>; couponCode?: string; express?: boolean }>;
}

const customers: SampleCustomer[] = [
    {
        firstName: 'Hayden',
        lastName: 'Zieme',
        emailAddress: 'hayden.zieme@example.com',
        address: { streetLine1: '12 Harbour Street', city: 'Dublin', postalCode: 'D02 X285', countryCode: 'IE' },
        orders: [
            { lines: [['L2201508', 1], ['A4TKLA45535', 1]] },
            { lines: [['WRT11752P', 2]], couponCode: 'WELCOME10' },
        ],
    },
    {
        firstName: 'Marta',
        lastName: 'Kowalski',
        emailAddress: 'marta.kowalski@example.com',
        address: { streetLine1: 'Keizersgracht 221', city: 'Amsterdam', postalCode: '1016 DV', countryCode: 'NL' },
        orders: [{ lines: [['IC22MWDD', 1], ['B00XI87KV8', 1]], express: true }],
    },
    {
        firstName: 'Jonas',
        lastName: 'Becker',
        emailAddress: 'jonas.becker@example.com',
        address: { streetLine1: 'Schillerstraße 8', city: 'Berlin', postalCode: '10625', countryCode: 'DE' },
        orders: [{ lines: [['RS0042', 1], ['B07CNGXVXT', 1]] }, { lines: [['2000023510', 1]] }],
    },
    {
        firstName: 'Chloé',
        lastName: 'Martin',
        emailAddress: 'chloe.martin@example.com',
        address: { streetLine1: '4 Rue des Lilas', city: 'Lyon', postalCode: '69003', countryCode: 'FR' },
        orders: [{ lines: [['ROR00221', 1], ['B01MXFLUSV', 1], ['A58477', 2]] }],
    },
    {
        firstName: 'Oliver',
        lastName: 'Hughes',
        emailAddress: 'oliver.hughes@example.com',
        address: { streetLine1: '27 Station Road', city: 'Leeds', postalCode: 'LS1 4DY', countryCode: 'GB' },
        orders: [{ lines: [['TBL200128', 1]] }],
    },
];

const administrators = [
    { firstName: 'Priya', lastName: 'Sharma', emailAddress: 'priya@example.com', role: 'order-manager' },
    { firstName: 'Lucas', lastName: 'Moreau', emailAddress: 'lucas@example.com', role: 'inventory-manager' },
];

export async function createSampleActivity(serverUrl: string): Promise<void> {
    const admin = graphqlClient(`${serverUrl}/admin-api`);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
    );
    await addContentLanguage(admin, 'de');
    await createPromotions(admin);
    await createAdministrators(admin);
    const orderCodes: string[] = [];
    for (const customer of customers) {
        orderCodes.push(...(await placeOrders(serverUrl, customer)));
    }
    // Orders in different states, so the list and the order screen show more than one.
    await fulfil(admin, orderCodes[0], 'Delivered');
    await fulfil(admin, orderCodes[2], 'Shipped');
    await fulfil(admin, orderCodes[3], 'Shipped');
}

/**
 * A second language for the catalog, in Global settings and in the default channel, as a shop that
 * also sells in German has it: the channel switcher then offers it as a content language. Nothing
 * is translated, so a product opened in German shows the English texts as "Fallback:" placeholders.
 */
async function addContentLanguage(admin: GraphqlClient, languageCode: string): Promise<void> {
    const { updateGlobalSettings } = await admin.request(
        `mutation Languages($codes: [LanguageCode!]!) {
            updateGlobalSettings(input: { availableLanguages: $codes }) {
                __typename ... on ErrorResult { errorCode message }
            }
        }`,
        { codes: ['en', languageCode] },
    );
    expectSuccess(updateGlobalSettings, `Adding the language ${languageCode} to the global settings`);
    const { activeChannel } = await admin.request(`query Channel { activeChannel { id } }`);
    const { updateChannel } = await admin.request(
        `mutation ChannelLanguages($id: ID!, $codes: [LanguageCode!]!) {
            updateChannel(input: { id: $id, availableLanguageCodes: $codes }) {
                __typename ... on ErrorResult { errorCode message }
            }
        }`,
        { id: activeChannel.id, codes: ['en', languageCode] },
    );
    expectSuccess(updateChannel, `Adding the language ${languageCode} to the default channel`);
}

async function createPromotions(admin: GraphqlClient): Promise<void> {
    const promotions = [
        {
            name: 'Spend $500, save 10%',
            conditions: [op('minimum_order_amount', { amount: '50000', taxInclusive: 'false' })],
            actions: [op('order_percentage_discount', { discount: '10' })],
        },
        {
            name: 'Welcome coupon',
            couponCode: 'WELCOME10',
            conditions: [],
            actions: [op('order_fixed_discount', { discount: '1000' })],
        },
        {
            name: 'Free shipping weekend',
            enabled: false,
            conditions: [op('minimum_order_amount', { amount: '5000', taxInclusive: 'true' })],
            actions: [op('free_shipping', {})],
        },
    ];
    for (const { name, enabled = true, ...input } of promotions) {
        const { createPromotion } = await admin.request(
            `mutation CreatePromotion($input: CreatePromotionInput!) {
                createPromotion(input: $input) { __typename ... on ErrorResult { errorCode message } }
            }`,
            { input: { ...input, enabled, translations: [{ languageCode: 'en', name }] } },
        );
        expectSuccess(createPromotion, `Creating the promotion "${name}"`);
    }
}

function op(code: string, args: Record<string, string>) {
    return { code, arguments: Object.entries(args).map(([name, value]) => ({ name, value })) };
}

async function createAdministrators(admin: GraphqlClient): Promise<void> {
    const { roles } = await admin.request(`query Roles { roles { items { id code } } }`);
    for (const { role, ...input } of administrators) {
        const roleId = roles.items.find((r: { code: string }) => r.code === role)?.id;
        if (!roleId) {
            throw new Error(`The sample role "${role}" was not created`);
        }
        await admin.request(
            `mutation CreateAdministrator($input: CreateAdministratorInput!) {
                createAdministrator(input: $input) { id }
            }`,
            { input: { ...input, password: 'screenshots', roleIds: [roleId] } },
        );
    }
}

/** Registers the customer, saves their address and checks out each of their orders. */
async function placeOrders(serverUrl: string, customer: SampleCustomer): Promise<string[]> {
    const shop = graphqlClient(`${serverUrl}/shop-api`);
    const { firstName, lastName, emailAddress, address } = customer;
    const password = 'screenshots';
    const { registerCustomerAccount } = await shop.request(
        `mutation Register($input: RegisterCustomerInput!) {
            registerCustomerAccount(input: $input) { __typename ... on ErrorResult { errorCode message } }
        }`,
        { input: { firstName, lastName, emailAddress, password } },
    );
    expectSuccess(registerCustomerAccount, `Registering ${emailAddress}`);
    const { login } = await shop.request(
        `mutation Login($username: String!, $password: String!) {
            login(username: $username, password: $password) { __typename ... on ErrorResult { errorCode message } }
        }`,
        { username: emailAddress, password },
    );
    expectSuccess(login, `Signing in as ${emailAddress}`);
    const fullAddress = { fullName: `${firstName} ${lastName}`, ...address };
    await shop.request(
        `mutation Address($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }`,
        { input: { ...fullAddress, defaultShippingAddress: true, defaultBillingAddress: true } },
    );

    const codes: string[] = [];
    for (const order of customer.orders) {
        for (const [sku, quantity] of order.lines) {
            const { addItemToOrder } = await shop.request(
                `mutation Add($id: ID!, $quantity: Int!) {
                    addItemToOrder(productVariantId: $id, quantity: $quantity) {
                        __typename ... on ErrorResult { errorCode message }
                    }
                }`,
                { id: await variantId(shop, sku), quantity },
            );
            expectSuccess(addItemToOrder, `Adding ${sku} to ${emailAddress}'s order`);
        }
        if (order.couponCode) {
            const { applyCouponCode } = await shop.request(
                `mutation Coupon($code: String!) {
                    applyCouponCode(couponCode: $code) { __typename ... on ErrorResult { errorCode message } }
                }`,
                { code: order.couponCode },
            );
            expectSuccess(applyCouponCode, `Applying the coupon ${order.couponCode}`);
        }
        codes.push(await checkOut(shop, fullAddress, order.express ?? false, emailAddress));
    }
    return codes;
}

async function checkOut(
    shop: GraphqlClient,
    address: Record<string, string>,
    express: boolean,
    who: string,
): Promise<string> {
    await shop.request(
        `mutation Ship($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }`,
        { input: address },
    );
    const { eligibleShippingMethods } = await shop.request(
        `query Shipping { eligibleShippingMethods { id name } }`,
    );
    const method = eligibleShippingMethods.find((m: { name: string }) =>
        m.name.startsWith(express ? 'Express' : 'Standard'),
    );
    if (!method) {
        throw new Error(`No shipping method is eligible for ${who}'s order`);
    }
    await shop.request(
        `mutation Method($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { __typename } }`,
        { id: [method.id] },
    );
    const { transitionOrderToState } = await shop.request(
        `mutation Arrange { transitionOrderToState(state: "ArrangingPayment") {
            __typename ... on ErrorResult { errorCode message }
        } }`,
    );
    expectSuccess(transitionOrderToState, `Moving ${who}'s order to ArrangingPayment`);
    const { addPaymentToOrder } = await shop.request(
        `mutation Pay { addPaymentToOrder(input: { method: "standard-payment", metadata: {} }) {
            __typename ... on Order { code state } ... on ErrorResult { errorCode message }
        } }`,
    );
    expectSuccess(addPaymentToOrder, `Paying for ${who}'s order`);
    if (addPaymentToOrder.state !== 'PaymentSettled') {
        throw new Error(`${who}'s order is ${addPaymentToOrder.state} after payment, not PaymentSettled`);
    }
    return addPaymentToOrder.code;
}

const variantIds = new Map<string, string>();

async function variantId(shop: GraphqlClient, sku: string): Promise<string> {
    if (!variantIds.size) {
        const { products } = await shop.request(
            `query Variants { products(options: { take: 100 }) { items { variants { id sku } } } }`,
        );
        for (const product of products.items) {
            for (const variant of product.variants) {
                variantIds.set(variant.sku, variant.id);
            }
        }
    }
    const id = variantIds.get(sku);
    if (!id) {
        throw new Error(`No product variant has the SKU ${sku}`);
    }
    return id;
}

async function fulfil(admin: GraphqlClient, code: string, state: 'Shipped' | 'Delivered'): Promise<void> {
    const { orders } = await admin.request(
        `query Order($code: String!) {
            orders(options: { filter: { code: { eq: $code } } }) { items { lines { id quantity } } }
        }`,
        { code },
    );
    const lines = orders.items[0]?.lines ?? [];
    const { addFulfillmentToOrder } = await admin.request(
        `mutation Fulfil($input: FulfillOrderInput!) {
            addFulfillmentToOrder(input: $input) {
                __typename ... on Fulfillment { id } ... on ErrorResult { errorCode message }
            }
        }`,
        {
            input: {
                lines: lines.map((l: { id: string; quantity: number }) => ({ orderLineId: l.id, quantity: l.quantity })),
                handler: op('manual-fulfillment', { method: 'Courier', trackingCode: `TRK-${code.slice(0, 6)}` }),
            },
        },
    );
    expectSuccess(addFulfillmentToOrder, `Fulfilling the order ${code}`);
    const steps = state === 'Delivered' ? ['Shipped', 'Delivered'] : ['Shipped'];
    for (const step of steps) {
        const { transitionFulfillmentToState } = await admin.request(
            `mutation Transition($id: ID!, $state: String!) {
                transitionFulfillmentToState(id: $id, state: $state) {
                    __typename ... on ErrorResult { errorCode message }
                }
            }`,
            { id: addFulfillmentToOrder.id, state: step },
        );
        expectSuccess(transitionFulfillmentToState, `Marking the order ${code} as ${step}`);
    }
}
