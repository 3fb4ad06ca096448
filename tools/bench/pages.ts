/** The pages the performance budgets name: home, a guide, an entity reference page, the largest GraphQL page, a user-guide page. */
export const BENCH_PAGES = ['/', '/guides/core-concepts/orders', '/reference/typescript-api/entities/product-variant', '/reference/graphql-api/admin/object-types', '/user-guide/'];
