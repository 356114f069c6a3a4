import { productDisplayName } from "#contracts/product-name.ts";
import type { CheckoutInput } from "#contracts/checkout.ts";
import { maxLineQuantity } from "#contracts/cart.ts";
import { lockProducts } from "#server/catalog/stock.ts";
import type { DbTransaction } from "#server/db/client.ts";
import { CheckoutError } from "./checkout-error";

/** A line priced from the database; `stockLevel` null = not tracked. Money in whole KSh. */
export interface PricedLine {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  category: string | null;
  imageUrl: string | null;
  stockLevel: number | null;
}

/** Lines of the same product are one line (capped at 99). */
function mergeLines(
  items: CheckoutInput["items"],
): Map<string, { quantity: number; name?: string }> {
  const merged = new Map<string, { quantity: number; name?: string }>();
  for (const item of items) {
    const line = merged.get(item.id);
    merged.set(item.id, {
      quantity: Math.min((line?.quantity ?? 0) + item.quantity, maxLineQuantity),
      name: line?.name ?? item.name,
    });
  }
  return merged;
}

/** What a shopper over ORDER_MAX_UNITS reads (decision 017). */
export function tooManyUnitsText(maxUnits: number, names: string[]): string {
  return `Sorry, one order can hold at most ${maxUnits} of each product. Please lower the quantity of: ${names.map(productDisplayName).join(", ")}.`;
}

/**
 * Locks the ordered products through the catalogue (server/catalog/stock.ts: FOR UPDATE, in id
 * order so concurrent checkouts cannot deadlock) and prices the lines from the database
 * (DESIGN §6). `maxUnits` caps the units of one product in the order (ORDER_MAX_UNITS).
 * @throws CheckoutError 409 naming products that are unknown, out of stock, or short of stock;
 * 400 naming products over `maxUnits`.
 */
export async function priceAndLockLines(
  tx: DbTransaction,
  items: CheckoutInput["items"],
  maxUnits: number = maxLineQuantity,
): Promise<PricedLine[]> {
  const wanted = mergeLines(items);
  const rows = await lockProducts(tx, [...wanted.keys()]);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const missing = [...wanted]
    .filter(([id]) => !byId.has(id))
    .map(([id, line]) => (line.name ? productDisplayName(line.name) : id));
  if (missing.length > 0) {
    throw new CheckoutError(
      `Sorry, these products are no longer available: ${missing.join(", ")}.`,
      409,
    );
  }
  const overCap = rows.filter((row) => wanted.get(row.id)!.quantity > maxUnits);
  if (overCap.length > 0) {
    throw new CheckoutError(
      tooManyUnitsText(
        maxUnits,
        overCap.map((row) => row.name),
      ),
      400,
    );
  }
  const short = rows.filter((row) => {
    const quantity = wanted.get(row.id)!.quantity;
    return !row.inStock || (row.stockLevel !== null && row.stockLevel < quantity);
  });
  if (short.length > 0) {
    const names = short.map((row) => {
      const name = productDisplayName(row.name);
      return row.inStock && row.stockLevel ? `${name} (only ${row.stockLevel} left)` : name;
    });
    throw new CheckoutError(`Sorry, not enough stock for: ${names.join(", ")}.`, 409);
  }
  return rows.map((row) => ({
    productId: row.id,
    name: row.name,
    price: row.price,
    quantity: wanted.get(row.id)!.quantity,
    category: row.category,
    imageUrl: row.imageUrl,
    stockLevel: row.stockLevel,
  }));
}
