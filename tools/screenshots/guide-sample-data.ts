import type { INestApplication } from '@nestjs/common';
import { JobQueueService, TransactionalConnection } from '@vendure/core';

import { graphqlClient, type GraphqlClient } from './graphql.js';

// What the "Extending the Dashboard" examples need on top of the User guide's sample shop, so that
// their screens show something: a catalog with a history (the stale and disabled products pages),
// more than one stock location (the relation selector, the warehouse pages) and a failed job (the
// alert). Only the guide's server gets it; the User guide's images keep their shop.

/** Products last changed a year ago; the first two are also hidden from the shop. */
const staleProducts = ['Tulip Pot', 'Tent', 'Hard Drive', 'Hand Trowel'];
const disabledProducts = staleProducts.slice(0, 2);

const stockLocations = [
    { name: 'Berlin store', description: 'Click and collect at Schillerstraße 8' },
    { name: 'Leeds warehouse', description: 'Bulky goods and returns' },
];

export async function addGuideSampleData(app: INestApplication, serverUrl: string): Promise<void> {
    const admin = graphqlClient(`${serverUrl}/admin-api`);
    await admin.request(
        `mutation Login { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`,
    );
    await createStockLocations(admin);
    await ageProducts(app);
    await failSupplierImport(app);
}

async function createStockLocations(admin: GraphqlClient): Promise<void> {
    for (const input of stockLocations) {
        await admin.request(`mutation StockLocation($input: CreateStockLocationInput!) { createStockLocation(input: $input) { id } }`, {
            input,
        });
    }
}

/**
 * Written to the table: the API cannot set `updatedAt`, and disabling a product through it would
 * move the date to now. The search index keeps them as enabled, which no screen of the guide shows.
 */
async function ageProducts(app: INestApplication): Promise<void> {
    const connection = app.get(TransactionalConnection);
    const ids = await productIds(connection, staleProducts);
    const disabledIds = await productIds(connection, disabledProducts);
    await connection.rawConnection.query(`UPDATE product SET enabled = 0 WHERE id IN (${disabledIds.join(',')})`);
    const aYearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().replace('T', ' ').slice(0, 19);
    await connection.rawConnection.query(`UPDATE product SET updatedAt = ? WHERE id IN (${ids.join(',')})`, [aYearAgo]);
}

async function productIds(connection: TransactionalConnection, names: string[]): Promise<number[]> {
    const rows: Array<{ id: number }> = await connection.rawConnection.query(
        `SELECT p.id FROM product p JOIN product_translation t ON t.baseId = p.id WHERE t.name IN (${names.map(() => '?').join(',')})`,
        names,
    );
    if (rows.length !== names.length) {
        throw new Error(`Found ${rows.length} of the products ${names.join(', ')}`);
    }
    return rows.map(row => row.id);
}

/** A job that fails at once, as an import from an unreachable supplier feed would. */
async function failSupplierImport(app: INestApplication): Promise<void> {
    const queue = await app.get(JobQueueService).createQueue<{ supplier: string }>({
        name: 'supplier-feed-import',
        process: async job => {
            throw new Error(`The feed of ${job.data.supplier} did not answer`);
        },
    });
    await queue.add({ supplier: 'Northwind' }, { retries: 0 });
}
