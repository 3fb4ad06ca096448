import { formatStars } from '@/fx/format.js';

/**
 * @description
 * The props of {@link StarRating}.
 *
 * @docsCategory components
 * @docsPage StarRating
 */
export interface StarRatingProps {
    /**
     * @description
     * The rating, from 0 to `max`.
     */
    value: number;
    /**
     * @description
     * The largest rating. Half stars are not drawn.
     *
     * @default 5
     */
    max?: number;
    /**
     * @description
     * Called with the rating a user clicks; without it the stars are read-only.
     */
    onChange?: (value: number) => void;
}

/**
 * @description
 * Shows a rating as a row of stars, e.g. in a list column or a page block.
 *
 * @docsCategory components
 * @docsPage StarRating
 * @docsWeight 0
 */
export function StarRating({ value, max = 5, onChange }: Readonly<StarRatingProps>) {
    return <span title={formatStars(value, max)} onClick={() => onChange?.(value)} />;
}

/**
 * @description
 * A label beside a rating; its props are written inline and documented nowhere else.
 *
 * @docsCategory components
 */
export function RatingLabel({ text }: { text: string; tone?: 'muted' | 'strong' }) {
    return <span>{text}</span>;
}

/**
 * @description
 * What {@link useRatingSummary} returns.
 *
 * @docsCategory hooks
 * @docsPage useRatingSummary
 */
export interface RatingSummary {
    average: number;
    count: number;
}

/**
 * @description
 * Averages a list of ratings. The return type is left to inference, as in the
 * published sources.
 *
 * @docsCategory hooks
 * @docsPage useRatingSummary
 * @docsWeight 0
 */
export function useRatingSummary(ratings: number[], options: { round?: boolean } = {}) {
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / Math.max(ratings.length, 1);
    const summary: RatingSummary = { average: options.round ? Math.round(average) : average, count: ratings.length };
    return summary;
}

/**
 * @description
 * Whether there is any rating: an arrow function, documented as a function.
 *
 * @docsCategory hooks
 */
export const useHasRatings = (ratings: readonly number[]) => ratings.length > 0;

/**
 * @description
 * The props of {@link RatingBadge}: an intersection, whose members have no sections of their own.
 *
 * @docsCategory components
 * @docsPage RatingBadge
 */
export type RatingBadgeProps = { rating: number } & { compact?: boolean };

/**
 * @description
 * The rating as a small badge.
 *
 * @docsCategory components
 * @docsPage RatingBadge
 * @docsWeight 0
 */
export function RatingBadge({ rating, compact }: RatingBadgeProps) {
    return <b title={compact ? undefined : 'rating'}>{rating}</b>;
}
