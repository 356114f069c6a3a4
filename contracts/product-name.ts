/**
 * The longest product name the shop takes: long enough for a legacy catalogue's
 * full descriptive names; every page wraps or truncates a name this long without a sideways
 * scroll (e2e/no-horizontal-scroll.spec.ts).
 */
export const productNameMaxLength = 600;
