/**
 * @description
 * A thing for sale. Has one or more {@link Variant}s. See [naming](#the-name) below.
 *
 * ## The name
 *
 * Shown in the shop; the `name` member holds it.
 *
 * ```sh
 * # not a heading
 * ```
 *
 * ### Translations
 *
 * One per language.
 *
 * @docsCategory entities
 */
export declare class Product {
    constructor(input?: Partial<Product>);
    /**
     * @description The name shown in the shop.
     */
    name: string;
    /**
     * @description The last part of the product's address in the shop.
     */
    slug: string;
    variants: Variant[];
    private secret;
}

/**
 * @description
 * One purchasable version of a {@link Product}.
 *
 * @docsCategory entities
 */
export interface Variant {
    /**
     * @description Price in minor units.
     * @default 0
     * @since 1.1.0
     */
    price?: number;
    product: Product;
    /**
     * @internal
     */
    cache: unknown;
}

/**
 * @description
 * Options of the {@link PricingStrategy}.
 *
 * @docsCategory pricing
 * @docsPage PricingStrategy
 */
export type PricingOptions = {
    /** Round to whole units. */
    round: boolean;
};

/**
 * @description
 * Decides the price of a {@link Variant}.
 *
 * @example
 * ```ts
 * const strategy: PricingStrategy = { price: v => v.price ?? 0 };
 * ```
 *
 * @docsCategory pricing
 * @docsPage PricingStrategy
 * @docsWeight 0
 */
export interface PricingStrategy {
    /**
     * @description Returns the price.
     * @deprecated Use `priceOf` instead.
     */
    price(variant: Variant, options?: PricingOptions): number;
    /**
     * @description Finds the variants of a product.
     * @deprecated Pass the context first; the result is a list of {@link Variant}.
     */
    find(productId: string): Variant[];
    /**
     * @description Finds the variants of a product, in the context's channel.
     * @param ctx - Selects the channel.
     * @param productId - The {@link Product} whose variants to find.
     * @returns The variants, cheapest first.
     * @since 1.2.0
     */
    find<T extends Variant = Variant>(ctx: object, productId: string): T[];
    /**
     * @description Both signatures are deprecated, so the method is.
     * @deprecated Use `price`.
     */
    legacy(a: string): void;
    /** @deprecated Use `price`. */
    legacy(a: number): void;
    /**
     * @description The variant on sale, as the compiler writes an inferred type
     * into a declaration file, e.g. when a class field has no annotation.
     *
     * ```ts
     * const onSale = strategy.featured; // [!code highlight]
     * ```
     */
    featured: import("./index").Variant | undefined;
}

/**
 * @description Prices for items of one kind, by SKU.
 * @docsCategory pricing
 */
export declare class PriceList<Item extends {
    sku: string;
} = {
    sku: string;
}> {
    constructor(items: Item[]);
    readonly items: Item[];
    priceOf(item: Item): number;
    add(item: Item, price: number): void;
}

/**
 * @description Currencies the shop accepts.
 * @docsCategory pricing
 * @experimental
 */
export declare enum Currency {
    EUR = "EUR",
    USD = "USD"
}

/**
 * @description Hidden helper.
 * @docsCategory pricing
 * @internal
 */
export declare function internalHelper(): void;
