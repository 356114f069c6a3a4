import type { AgreedTerms } from "#contracts/agreed-price.ts";
import type { StaffOrderLine } from "#contracts/staff-order.ts";
import type { AgreedLines } from "./agreed-pricing";
import type { PricedLine } from "./order-lines";

/** An order's agreement as stored (decision 070): the order discount, why, who and when. */
export interface StoredAgreement {
  agreedDiscount: number;
  agreedReason: string | null;
  agreedBy: string | null;
  agreedAt: Date | null;
}

/** An order's items as Change items reads them: the size, and the agreed price when lowered. */
export interface HeldItem {
  sizeId: string | null;
  price: number;
  cataloguePrice: number | null;
}

/** Agreed unit prices of items, by size id: those sold under their catalogue price. */
const agreedPricesOfItems = (items: readonly HeldItem[]) =>
  new Map(
    items.flatMap((item) =>
      item.sizeId && item.cataloguePrice !== null ? [[item.sizeId, item.price] as const] : [],
    ),
  );

/**
 * What Change items asks of an order's agreement (decision 070): a line whose agreed price was
 * not said keeps the one the order holds for its size (never above today's catalogue price); an
 * order discount or reason not said stays the order's.
 */
export function termsOfChange(
  lines: readonly StaffOrderLine[],
  { held, priced }: { held: readonly HeldItem[]; priced: readonly PricedLine[] },
  agreed: { discount?: number; reason?: string },
  stored: StoredAgreement,
): AgreedTerms {
  const kept = agreedPricesOfItems(held);
  const catalogue = new Map(priced.map((line) => [line.size.id, line.size.price]));
  const prices: Record<string, number> = {};
  for (const line of lines) {
    const keptPrice = kept.get(line.sizeId);
    const price =
      line.agreedPrice === undefined && keptPrice !== undefined
        ? Math.min(keptPrice, catalogue.get(line.sizeId) ?? keptPrice)
        : line.agreedPrice;
    if (typeof price === "number") prices[line.sizeId] = price;
  }
  return {
    prices,
    discount: agreed.discount ?? stored.agreedDiscount,
    reason: agreed.reason ?? stored.agreedReason ?? "",
  };
}

/**
 * The order's agreement columns after Change items, and whether the agreement changed: the same
 * lowered prices, order discount and reason keep who gave them and when; any change is
 * `staffName`'s, now; nothing agreed clears them.
 */
export function agreementAfterChange(
  { outcome, agreedDiscount }: { outcome: AgreedLines; agreedDiscount: number },
  { held, stored }: { held: readonly HeldItem[]; stored: StoredAgreement },
  { staffName, now }: { staffName: string; now: Date },
): { columns: Omit<StoredAgreement, "agreedDiscount">; isChanged: boolean } {
  const before = agreedPricesOfItems(held);
  const after = new Map(
    outcome.lines.flatMap((line) =>
      line.price < line.size.price ? [[line.size.id, line.price] as const] : [],
    ),
  );
  const isSame =
    before.size === after.size &&
    [...after].every(([sizeId, price]) => before.get(sizeId) === price) &&
    agreedDiscount === stored.agreedDiscount &&
    outcome.reason === stored.agreedReason;
  if (!outcome.reason) {
    return { columns: { agreedReason: null, agreedBy: null, agreedAt: null }, isChanged: !isSame };
  }
  const columns = isSame
    ? { agreedReason: stored.agreedReason, agreedBy: stored.agreedBy, agreedAt: stored.agreedAt }
    : { agreedReason: outcome.reason, agreedBy: staffName, agreedAt: now };
  return { columns, isChanged: !isSame };
}
