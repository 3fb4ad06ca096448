/** Not tagged: only imported through the package's alias. */
export function formatStars(value: number, max: number): string {
    return `${value} of ${max} stars`;
}
