const kshGrouping = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 0 });

/** 'KSh 1,500' (SPEC §9, en-KE grouping); a missing or non-numeric price shows 'KSh 0'. */
export function formatPrice(priceKsh: number | null | undefined): string {
  return `KSh ${kshGrouping.format(Number.isFinite(priceKsh) ? (priceKsh as number) : 0)}`;
}

/** DESIGN §6: prices include 16% VAT. */
export const vatRatePercent = 16;

/** The VAT included in a VAT-inclusive amount (whole KSh): round(amount × 16 / 116). */
export function vatIncluded(amountKsh: number): number {
  return Math.round((amountKsh * vatRatePercent) / (100 + vatRatePercent));
}
