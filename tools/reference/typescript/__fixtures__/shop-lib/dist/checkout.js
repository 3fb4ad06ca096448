"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ListPricingStrategy = exports.StrictChecker = exports.OpenChecker = void 0;
exports.totalOf = totalOf;
exports.cheapest = cheapest;
/**
 * @description
 * Allows every variant; its `check` is documented only on {@link Checker}.
 *
 * @docsCategory pricing
 */
class OpenChecker {
    check(variant) {
        return variant !== undefined;
    }
}
exports.OpenChecker = OpenChecker;
/**
 * @description
 * Redeclares `check` without a comment, through {@link OpenChecker}.
 *
 * @docsCategory pricing
 */
class StrictChecker extends OpenChecker {
    check(variant) {
        return (variant.price ?? 0) > 0;
    }
}
exports.StrictChecker = StrictChecker;
/**
 * @description
 * Prices by the list price.
 *
 * @docsCategory pricing
 */
class ListPricingStrategy {
    // Stands for what the Angular compiler adds to a component's declaration file.
    static ɵfac;
    options = {};
    featured;
    /** A generated GraphQL selection, as the Admin UI's declaration files spell them out. */
    selected;
    price(variant, options) {
        return options?.round ? Math.round(variant.price ?? 0) : (variant.price ?? 0);
    }
    find() {
        return [];
    }
    legacy(a) {
        void a;
    }
}
exports.ListPricingStrategy = ListPricingStrategy;
/**
 * @description
 * The total of some variants.
 *
 * @param variants - The variants to add up.
 * @returns The sum in minor units.
 *
 * @docsCategory pricing
 */
function totalOf(variants, options, ...extra) {
    return variants.reduce((sum, v) => sum + (v.price ?? 0), 0) + extra.reduce((a, b) => a + b, 0) + (options?.round ? 0 : 0);
}
/**
 * @description
 * The cheapest of some variants; no comment describes its parameters.
 *
 * @docsCategory pricing
 */
function cheapest(variants, limit = 1) {
    return [...variants].sort((a, b) => (a.price ?? 0) - (b.price ?? 0)).slice(0, limit);
}
//# sourceMappingURL=checkout.js.map