import { productDisplayName } from "#contracts/product-name.ts";
import { withSizeLabel } from "#contracts/product-sizes.ts";
import type { CheckoutInput } from "#contracts/checkout.ts";
import { maxLineQuantity } from "#contracts/cart.ts";
import { lockProductSizes, sizeOfLine, type LockedSize } from "#server/catalog/stock.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { Refusal } from "#server/http/refusal.ts";

/**
 * A line priced from the database: the size sold (locked, with its level read under the lock)
 * and its product's name, category and image. Money in whole KSh.
 */
export interface PricedLine {
  productId: string;
  size: LockedSize;
  name: string;
  price: number;
  quantity: number;
  category: string | null;
  imageUrl: string | null;
}

type WantedLine = CheckoutInput["items"][number];

/** A line as a shopper reads it in a refusal: the product and, when known, its size. */
const lineName = (name: string, label?: string) => withSizeLabel(productDisplayName(name), label);

/** What a shopper over ORDER_MAX_UNITS reads (decision 017). */
export function tooManyUnitsText(maxUnits: number, names: string[]): string {
  return `Sorry, one order can hold at most ${maxUnits} of each size. Please lower the quantity of: ${names.join(", ")}.`;
}

/**
 * Lines of the same size are one line (capped at 99); lines whose size is gone or archived are
 * `missing`.
 */
function mergeLines(sizes: readonly LockedSize[], items: readonly WantedLine[]) {
  const merged = new Map<LockedSize, number>();
  const missing: string[] = [];
  for (const item of items) {
    const size = sizeOfLine(sizes, { productId: item.id, sizeId: item.sizeId });
    // An archived product or size is no longer sold (docs/decisions/061-product-life-cycle.md).
    if (!size || size.isArchived) missing.push(item.name ? productDisplayName(item.name) : item.id);
    else merged.set(size, Math.min((merged.get(size) ?? 0) + item.quantity, maxLineQuantity));
  }
  return { merged, missing };
}

/**
 * Locks the ordered products through the catalogue (server/catalog/stock.ts: FOR UPDATE, in id
 * order so concurrent checkouts cannot deadlock) and prices each line from its size in the
 * database (DESIGN §5/§6). `maxUnits` caps the units of one size in the order (ORDER_MAX_UNITS).
 * @throws Refusal 409 naming products or sizes that are unknown, out of stock, or short of
 * stock; 400 naming lines over `maxUnits`.
 */
export async function priceAndLockLines(
  tx: DbTransaction,
  items: CheckoutInput["items"],
  maxUnits: number = maxLineQuantity,
): Promise<PricedLine[]> {
  const sizes = await lockProductSizes(
    tx,
    items.map((item) => item.id),
  );
  const { merged, missing } = mergeLines(sizes, items);
  if (missing.length > 0) {
    throw new Refusal(`Sorry, these products are no longer available: ${missing.join(", ")}.`, 409);
  }
  const wanted = [...merged];
  const overCap = wanted.filter(([, quantity]) => quantity > maxUnits);
  if (overCap.length > 0) {
    const names = overCap.map(([size]) => lineName(size.name, size.label));
    throw new Refusal(tooManyUnitsText(maxUnits, names), 400);
  }
  const short = wanted.filter(
    ([size, quantity]) => !size.inStock || (size.stockLevel !== null && size.stockLevel < quantity),
  );
  if (short.length > 0) {
    const names = short.map(([size]) => {
      const name = lineName(size.name, size.label);
      return size.inStock && size.stockLevel ? `${name} (only ${size.stockLevel} left)` : name;
    });
    throw new Refusal(`Sorry, not enough stock for: ${names.join(", ")}.`, 409);
  }
  return wanted.map(([size, quantity]) => ({
    productId: size.productId,
    size,
    name: size.name,
    price: size.price,
    quantity,
    category: size.category,
    imageUrl: size.imageUrl,
  }));
}

/**
 * The order_item rows of priced lines: each keeps its name, size label, SKU and unit price, and
 * its catalogue price when staff sold it lower as agreed (decision 070).
 */
export function orderItemRows(orderId: string, lines: readonly PricedLine[]) {
  return lines.map((line) => ({
    orderId,
    productId: line.productId,
    sizeId: line.size.id,
    name: line.name,
    sizeLabel: line.size.label,
    sku: line.size.sku,
    price: line.price,
    cataloguePrice: line.price < line.size.price ? line.size.price : null,
    quantity: line.quantity,
    category: line.category,
    imageUrl: line.imageUrl,
  }));
}
