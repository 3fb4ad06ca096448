// Compiled into ../dist/checkout.{js,js.map,d.ts}, which the golden tests read as a published package does; rebuild them with
// `npx tsc -p tools/reference/typescript/__fixtures__/shop-lib` after a change.
import { PricingOptions, PricingStrategy, Variant } from '../index';

/**
 * @docsCategory pricing
 */
export interface CheckoutOptions {
    strategy?: PricingStrategy;
    roundTo?: number;
}

/**
 * @description
 * Checks a variant before checkout.
 *
 * @docsCategory pricing
 */
export interface Checker {
    /**
     * @description Whether the variant may be bought.
     * @param variant - The variant in the cart.
     */
    check(variant: Variant): boolean;
}

/**
 * @description
 * Allows every variant; its `check` is documented only on {@link Checker}.
 *
 * @docsCategory pricing
 */
export class OpenChecker implements Checker {
    check(variant: Variant): boolean {
        return variant !== undefined;
    }
}

/**
 * @description
 * Redeclares `check` without a comment, through {@link OpenChecker}.
 *
 * @docsCategory pricing
 */
export class StrictChecker extends OpenChecker {
    check(variant: Variant): boolean {
        return (variant.price ?? 0) > 0;
    }
}

/**
 * @description
 * Prices by the list price.
 *
 * @docsCategory pricing
 */
export class ListPricingStrategy implements PricingStrategy {
    // Stands for what the Angular compiler adds to a component's declaration file.
    static ɵfac: unknown;
    options: CheckoutOptions = {};
    featured: Variant | undefined;
    /** A generated GraphQL selection, as the Admin UI's declaration files spell them out. */
    selected?: { __typename?: 'SearchResult'; sku: string; price: { __typename?: 'PriceRange' } | { __typename?: 'SinglePrice'; value: number } };
    price(variant: Variant, options?: PricingOptions): number {
        return options?.round ? Math.round(variant.price ?? 0) : (variant.price ?? 0);
    }
    find(productId: string): Variant[];
    find<T extends Variant = Variant>(ctx: object, productId: string): T[];
    find(): Variant[] {
        return [];
    }
    legacy(a: string | number): void {
        void a;
    }
}

/**
 * @description
 * The total of some variants.
 *
 * @param variants - The variants to add up.
 * @returns The sum in minor units.
 *
 * @docsCategory pricing
 */
export function totalOf(variants: Variant[], options?: PricingOptions, ...extra: number[]): number {
    return variants.reduce((sum, v) => sum + (v.price ?? 0), 0) + extra.reduce((a, b) => a + b, 0) + (options?.round ? 0 : 0);
}

/**
 * @description
 * The cheapest of some variants; no comment describes its parameters.
 *
 * @docsCategory pricing
 */
export function cheapest(variants: Variant[], limit = 1): Variant[] {
    return [...variants].sort((a, b) => (a.price ?? 0) - (b.price ?? 0)).slice(0, limit);
}
