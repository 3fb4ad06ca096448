import type { INestApplication } from '@nestjs/common';
import { InitialData, LanguageCode, Permission } from '@vendure/core';
import { importProductsFromCsv, populateCollections, populateInitialData } from '@vendure/core/cli/index.js';
import { createRequire } from 'node:module';
import path from 'node:path';

// The shop of a project made with `npx @vendure/create` 3.7.3: its sample catalog (54 products with
// their photos) and its collections, with Europe as the default zone and the dummy payment
// handler. Countries, zones, taxes, shipping, payment and roles are a smaller set, with names that
// read well in a screenshot.

/**
 * The catalog as the package ships it (assets/products.csv and the 54 photos in assets/images/,
 * 5.6 MB), read from the tool's install of @vendure/create rather than copied into the repository.
 */
export const catalogDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@vendure/create/package.json')), 'assets');
export const catalogImagesDir = path.join(catalogDir, 'images');

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
    // @vendure/create's collections, each with its photo.
    collections: [
        { name: 'Electronics', filters: [facetFilter('Electronics')], assetPaths: ['jakob-owens-274337-unsplash.jpg'] },
        { name: 'Computers', parentName: 'Electronics', filters: [facetFilter('Computers')], assetPaths: ['alexandru-acea-686569-unsplash.jpg'] },
        { name: 'Camera & Photo', parentName: 'Electronics', filters: [facetFilter('Photo')], assetPaths: ['eniko-kis-663725-unsplash.jpg'] },
        { name: 'Home & Garden', filters: [facetFilter('Home & Garden')], assetPaths: ['paul-weaver-1120584-unsplash.jpg'] },
        { name: 'Furniture', parentName: 'Home & Garden', filters: [facetFilter('Furniture')], assetPaths: ['nathan-fertig-249917-unsplash.jpg'] },
        { name: 'Plants', parentName: 'Home & Garden', filters: [facetFilter('Plants')], assetPaths: ['alex-rodriguez-santibanez-200278-unsplash.jpg'] },
        { name: 'Sports & Outdoor', filters: [facetFilter('Sports & Outdoor')], assetPaths: ['michael-guite-571169-unsplash.jpg'] },
        { name: 'Equipment', parentName: 'Sports & Outdoor', filters: [facetFilter('Equipment')], assetPaths: ['neonbrand-428982-unsplash.jpg'] },
        { name: 'Footwear', parentName: 'Sports & Outdoor', filters: [facetFilter('Footwear')], assetPaths: ['thomas-serer-420833-unsplash.jpg'] },
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

/** The number of products in the catalog's products.csv (a row with a name starts a product). */
const productCount = 54;

/**
 * Countries, zones, taxes, shipping and payment methods, roles, the products of the CSV with their
 * photos and the collections, through the helpers behind `@vendure/core/cli`'s `populate()`. They
 * are called one by one on the running server rather than through `populate()`, which boots its
 * own app: the database lives in memory, so it has to be filled by the server that then serves it.
 * The photos are read from `importExportOptions.importAssetsDir`, which server.ts sets to
 * `catalogImagesDir`. `workDir` is no longer written to (the CSV is read where it lies); it stays
 * for the callers' sake.
 */
export async function populateSampleData(app: INestApplication, _workDir?: string): Promise<void> {
    await populateInitialData(app, initialData);
    const csvPath = path.join(catalogDir, 'products.csv');
    const result = await importProductsFromCsv(app, csvPath, initialData.defaultLanguage);
    if (result.errors?.length) {
        throw new Error(`Importing ${csvPath} failed:\n  ${result.errors.join('\n  ')}`);
    }
    if (result.imported !== productCount) {
        throw new Error(`Imported ${result.imported} of the ${productCount} sample products`);
    }
    await populateCollections(app, initialData);
}

export const sampleCounts = {
    products: productCount,
    collections: initialData.collections.length,
    countries: initialData.countries.length,
    paymentMethods: initialData.paymentMethods.length,
    shippingMethods: initialData.shippingMethods.length,
};
