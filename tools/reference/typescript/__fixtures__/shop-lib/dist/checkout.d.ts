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
export declare class OpenChecker implements Checker {
    check(variant: Variant): boolean;
}
/**
 * @description
 * Redeclares `check` without a comment, through {@link OpenChecker}.
 *
 * @docsCategory pricing
 */
export declare class StrictChecker extends OpenChecker {
    check(variant: Variant): boolean;
}
/**
 * @description
 * Prices by the list price.
 *
 * @docsCategory pricing
 */
export declare class ListPricingStrategy implements PricingStrategy {
    static ɵfac: unknown;
    options: CheckoutOptions;
    featured: Variant | undefined;
    /** A generated GraphQL selection, as the Admin UI's declaration files spell them out. */
    selected?: {
        __typename?: 'SearchResult';
        sku: string;
        price: {
            __typename?: 'PriceRange';
        } | {
            __typename?: 'SinglePrice';
            value: number;
        };
    };
    price(variant: Variant, options?: PricingOptions): number;
    find(productId: string): Variant[];
    find<T extends Variant = Variant>(ctx: object, productId: string): T[];
    legacy(a: string | number): void;
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
export declare function totalOf(variants: Variant[], options?: PricingOptions, ...extra: number[]): number;
/**
 * @description
 * The cheapest of some variants; no comment describes its parameters.
 *
 * @docsCategory pricing
 */
export declare function cheapest(variants: Variant[], limit?: number): Variant[];
