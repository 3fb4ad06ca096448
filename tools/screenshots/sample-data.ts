import type { INestApplication } from '@nestjs/common';
import { InitialData, LanguageCode, Permission } from '@vendure/core';
import { importProductsFromCsv, populateCollections, populateInitialData } from '@vendure/core/cli/index.js';
import fs from 'node:fs';
import path from 'node:path';

// The same shape of store as a project made by @vendure/create (Europe as the default zone, the
// dummy payment handler), made smaller and with names that read well in a screenshot.

const initialData: InitialData = {
    defaultLanguage: LanguageCode.en,
    defaultZone: 'Europe',
    roles: [
        {
            code: 'order-manager',
            description: 'Order manager',
            permissions: [
                Permission.CreateOrder,
                Permission.ReadOrder,
                Permission.UpdateOrder,
                Permission.DeleteOrder,
                Permission.ReadCustomer,
                Permission.ReadPaymentMethod,
                Permission.ReadShippingMethod,
                Permission.ReadPromotion,
                Permission.ReadCountry,
                Permission.ReadZone,
            ],
        },
        {
            code: 'inventory-manager',
            description: 'Inventory manager',
            permissions: [
                Permission.CreateCatalog,
                Permission.ReadCatalog,
                Permission.UpdateCatalog,
                Permission.DeleteCatalog,
                Permission.CreateTag,
                Permission.ReadTag,
                Permission.UpdateTag,
                Permission.DeleteTag,
                Permission.ReadCustomer,
            ],
        },
    ],
    taxRates: [
        { name: 'Standard Tax', percentage: 20 },
        { name: 'Reduced Tax', percentage: 10 },
        { name: 'Zero Tax', percentage: 0 },
    ],
    shippingMethods: [
        { name: 'Standard Shipping', price: 500 },
        { name: 'Express Shipping', price: 1000 },
    ],
    paymentMethods: [
        {
            name: 'Standard Payment',
            // Settled at once, so the sample orders reach PaymentSettled like paid orders do.
            handler: { code: 'dummy-payment-handler', arguments: [{ name: 'automaticSettle', value: 'true' }] },
        },
    ],
    collections: [
        { name: 'Electronics', filters: [facetFilter('Electronics')] },
        { name: 'Computers', parentName: 'Electronics', filters: [facetFilter('Computers')] },
        { name: 'Audio', parentName: 'Electronics', filters: [facetFilter('Audio')] },
        { name: 'Home & Kitchen', filters: [facetFilter('Home & Kitchen')] },
        { name: 'Sports & Outdoors', filters: [facetFilter('Sports & Outdoors')] },
    ],
    countries: [
        { name: 'Austria', code: 'AT', zone: 'Europe' },
        { name: 'Belgium', code: 'BE', zone: 'Europe' },
        { name: 'Denmark', code: 'DK', zone: 'Europe' },
        { name: 'France', code: 'FR', zone: 'Europe' },
        { name: 'Germany', code: 'DE', zone: 'Europe' },
        { name: 'Ireland', code: 'IE', zone: 'Europe' },
        { name: 'Italy', code: 'IT', zone: 'Europe' },
        { name: 'Netherlands', code: 'NL', zone: 'Europe' },
        { name: 'Spain', code: 'ES', zone: 'Europe' },
        { name: 'Sweden', code: 'SE', zone: 'Europe' },
        { name: 'United Kingdom', code: 'GB', zone: 'Europe' },
        { name: 'Canada', code: 'CA', zone: 'Americas' },
        { name: 'United States of America', code: 'US', zone: 'Americas' },
        { name: 'Japan', code: 'JP', zone: 'Asia' },
        { name: 'Australia', code: 'AU', zone: 'Oceania' },
        { name: 'New Zealand', code: 'NZ', zone: 'Oceania' },
    ],
};

function facetFilter(facetValueName: string) {
    return {
        code: 'facet-value-filter' as const,
        args: { facetValueNames: [facetValueName], containsAny: false },
    };
}

interface SampleProduct {
    name: string;
    description: string;
    facets: string;
    /** Option group names, e.g. ['colour']; none for a product with a single variant. */
    optionGroups?: string[];
    variants: Array<{ options?: string[]; sku: string; price: number; tax?: string; stock?: number }>;
}

const products: SampleProduct[] = [
    {
        name: 'Laptop',
        description: 'A light 13 or 15 inch laptop with a full day of battery life.',
        facets: 'category:Electronics|category:Computers|brand:Northwind',
        optionGroups: ['screen size', 'RAM'],
        variants: [
            { options: ['13 inch', '8GB'], sku: 'L2201308', price: 1299 },
            { options: ['15 inch', '8GB'], sku: 'L2201508', price: 1399 },
            { options: ['13 inch', '16GB'], sku: 'L2201316', price: 1499 },
            { options: ['15 inch', '16GB'], sku: 'L2201516', price: 1599 },
        ],
    },
    {
        name: 'Tablet',
        description: 'A 10 inch tablet for reading, browsing and video calls.',
        facets: 'category:Electronics|category:Computers|brand:Northwind',
        optionGroups: ['storage'],
        variants: [
            { options: ['64GB'], sku: 'TB64', price: 329 },
            { options: ['256GB'], sku: 'TB256', price: 429 },
        ],
    },
    {
        name: 'Mechanical Keyboard',
        description: 'A compact keyboard with hot-swappable switches.',
        facets: 'category:Electronics|category:Computers|brand:Keystone',
        optionGroups: ['layout'],
        variants: [
            { options: ['US'], sku: 'KB-US', price: 119 },
            { options: ['UK'], sku: 'KB-UK', price: 119 },
        ],
    },
    {
        name: 'Wireless Headphones',
        description: 'Over-ear headphones with noise cancelling and 30 hours of playback.',
        facets: 'category:Electronics|category:Audio|brand:Soundwave',
        optionGroups: ['colour'],
        variants: [
            { options: ['Black'], sku: 'WH-BLK', price: 249 },
            { options: ['White'], sku: 'WH-WHT', price: 249 },
        ],
    },
    {
        name: 'Bluetooth Speaker',
        description: 'A waterproof speaker that fits in a backpack pocket.',
        facets: 'category:Electronics|category:Audio|brand:Soundwave',
        variants: [{ sku: 'BS-01', price: 89 }],
    },
    {
        name: 'Coffee Grinder',
        description: 'A burr grinder with 30 settings, from espresso to French press.',
        facets: 'category:Home & Kitchen|brand:Morning Co',
        variants: [{ sku: 'CG-30', price: 149 }],
    },
    {
        name: 'Chef Knife',
        description: 'A 20 cm stainless steel knife, forged from a single piece.',
        facets: 'category:Home & Kitchen|brand:Morning Co',
        variants: [{ sku: 'CK-20', price: 79 }],
    },
    {
        name: 'Plant Pot',
        description: 'A glazed ceramic pot with a drainage hole and saucer.',
        facets: 'category:Home & Kitchen|brand:Terra',
        optionGroups: ['size'],
        variants: [
            { options: ['Small'], sku: 'PP-S', price: 19, tax: 'Reduced Tax' },
            { options: ['Medium'], sku: 'PP-M', price: 29, tax: 'Reduced Tax' },
            { options: ['Large'], sku: 'PP-L', price: 39, tax: 'Reduced Tax' },
        ],
    },
    {
        name: 'Running Shoes',
        description: 'Cushioned road running shoes with a breathable mesh upper.',
        facets: 'category:Sports & Outdoors|brand:Stride',
        optionGroups: ['shoe size'],
        variants: [
            { options: ['40'], sku: 'RS-40', price: 129 },
            { options: ['41'], sku: 'RS-41', price: 129 },
            { options: ['42'], sku: 'RS-42', price: 129 },
            { options: ['43'], sku: 'RS-43', price: 129, stock: 0 },
        ],
    },
    {
        name: 'Yoga Mat',
        description: 'A 6 mm non-slip mat with a carrying strap.',
        facets: 'category:Sports & Outdoors|brand:Stride',
        optionGroups: ['colour'],
        variants: [
            { options: ['Blue'], sku: 'YM-BLU', price: 39 },
            { options: ['Purple'], sku: 'YM-PUR', price: 39 },
        ],
    },
    {
        name: 'Camping Tent',
        description: 'A free-standing tent that pitches in five minutes.',
        facets: 'category:Sports & Outdoors|brand:Trailhead',
        optionGroups: ['capacity'],
        variants: [
            { options: ['2 person'], sku: 'CT-2P', price: 199 },
            { options: ['4 person'], sku: 'CT-4P', price: 299 },
        ],
    },
    {
        name: 'Water Bottle',
        description: 'An insulated steel bottle that keeps drinks cold for 24 hours.',
        facets: 'category:Sports & Outdoors|brand:Trailhead',
        variants: [{ sku: 'WB-750', price: 25 }],
    },
];

export function productsCsv(): string {
    const header = [
        'name', 'slug', 'description', 'assets', 'facets', 'optionGroups', 'optionValues',
        'sku', 'price', 'taxCategory', 'stockOnHand', 'trackInventory', 'variantAssets', 'variantFacets',
    ];
    const rows = products.flatMap(product =>
        product.variants.map((variant, index) => {
            const first = index === 0;
            return [
                first ? product.name : '',
                first ? slug(product.name) : '',
                first ? product.description : '',
                '',
                first ? product.facets : '',
                first ? (product.optionGroups ?? []).join('|') : '',
                (variant.options ?? []).join('|'),
                variant.sku,
                variant.price.toFixed(2),
                variant.tax ?? 'Standard Tax',
                String(variant.stock ?? 100),
                'true',
                '',
                '',
            ];
        }),
    );
    return [header, ...rows].map(row => row.map(csvField).join(',')).join('\n') + '\n';
}

function csvField(value: string): string {
    return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function slug(name: string): string {
    return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/**
 * Countries, zones, taxes, shipping and payment methods, roles, the products of the CSV and the
 * collections, through the helpers behind `@vendure/core/cli`'s `populate()`. They are called
 * one by one on the running server rather than through `populate()`, which boots its own app:
 * the database lives in memory, so it has to be filled by the server that then serves it.
 */
export async function populateSampleData(app: INestApplication, workDir: string): Promise<void> {
    await populateInitialData(app, initialData);
    const csvPath = path.join(workDir, 'products.csv');
    fs.mkdirSync(workDir, { recursive: true });
    fs.writeFileSync(csvPath, productsCsv());
    const result = await importProductsFromCsv(app, csvPath, initialData.defaultLanguage);
    if (result.errors?.length) {
        throw new Error(`Importing ${csvPath} failed:\n  ${result.errors.join('\n  ')}`);
    }
    if (result.imported !== products.length) {
        throw new Error(`Imported ${result.imported} of the ${products.length} sample products`);
    }
    await populateCollections(app, initialData);
}

export const sampleCounts = {
    products: products.length,
    collections: initialData.collections.length,
    countries: initialData.countries.length,
    paymentMethods: initialData.paymentMethods.length,
    shippingMethods: initialData.shippingMethods.length,
};
