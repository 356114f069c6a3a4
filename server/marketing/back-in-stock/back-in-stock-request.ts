import { and, eq, sql } from "drizzle-orm";
import {
  backInStockFloodText,
  backInStockHourlyLimit,
  backInStockTexts,
  type MarketingContact,
} from "#contracts/back-in-stock.ts";
import type { Db } from "../../db/client";
import { backInStockRequest } from "../../db/marketing-schema";
import { product, productSize } from "../../db/schema";
import { Refusal } from "../../http/refusal";
import { countInWindow } from "../../limits/window-count";

const hourMs = 60 * 60_000;

/** What a stored request says to the shopper: noted now, or noted before. */
export type BackInStockNoted = "noted" | "already-noted";

/**
 * Notes that `contact` wants one message when size `sizeId` of product `productId` is back
 * (docs/decisions/066-back-in-stock-alerts.md). The size is read under a share lock, so a
 * restock running at once waits for this request and then marks it due. A contact may ask
 * backInStockHourlyLimit times an hour (every ask counts, noted or not).
 * @returns whether it is newly noted or was already (one open request per size and contact).
 * @throws Refusal 404 for a size not sold (or not of that product), 409 for one in stock, 429
 * past the limit — nothing stored but the limit's count; the database's error otherwise.
 */
export async function requestBackInStock(
  db: Db,
  { productId, sizeId, contact }: { productId: string; sizeId: string; contact: MarketingContact },
  now: Date,
): Promise<BackInStockNoted> {
  return db.transaction(async (tx) => {
    const [size] = await tx
      .select({ inStock: productSize.inStock })
      .from(productSize)
      .innerJoin(product, eq(product.id, productSize.productId))
      .where(
        and(
          eq(productSize.id, sizeId),
          eq(productSize.productId, productId),
          sql`${productSize.archivedAt} is null and ${product.archivedAt} is null`,
        ),
      )
      .for("share", { of: productSize });
    if (!size) throw new Refusal(backInStockTexts.unknownSize, 404);
    if (size.inStock) throw new Refusal(backInStockTexts.inStock, 409);
    const limit = {
      scope: "back-in-stock",
      key: contact.contact,
      max: backInStockHourlyLimit,
      windowMs: hourMs,
    } as const;
    const retryAfterSeconds = await countInWindow(tx, limit, now);
    if (retryAfterSeconds) throw new Refusal(backInStockFloodText, 429, { retryAfterSeconds });
    const noted = await tx
      .insert(backInStockRequest)
      .values({ sizeId, ...contact })
      .onConflictDoNothing()
      .returning({ id: backInStockRequest.id });
    return noted.length > 0 ? "noted" : "already-noted";
  });
}
