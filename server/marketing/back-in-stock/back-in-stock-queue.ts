import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { backInStockStatuses } from "../../db/marketing-schema";
import { backInStockRequest } from "../../db/marketing-schema";
import { product, productSize } from "../../db/schema";
import { queueMarketingMessages, type MarketingLinks } from "../marketing-message";
import { backInStockSmsText } from "../marketing-sms-text";

/** How a due request ends: its message queued, or none (opted out, product no longer sold). */
type Ending = Exclude<(typeof backInStockStatuses)[number], "waiting" | "due">;

/** How many due requests one transaction takes. */
export const backInStockPageSize = 100;

/**
 * Takes up to `pageSize` due back-in-stock requests, oldest first, by the due index (FOR UPDATE
 * SKIP LOCKED: each is taken once, however many processes run), and in the same transaction
 * queues each one message — an SMS (GSM-7, with STOP) or a marketing e-mail (with its signed
 * unsubscribe link), both linking the product — and marks it `sent`; a phone that replied STOP
 * or an address that unsubscribed gets none (`opted_out`), nor does a product or size no
 * longer sold (`withdrawn`). docs/decisions/066-back-in-stock-alerts.md.
 * @returns how many requests it took (fewer than `pageSize`: none are left).
 * @throws the database's error; nothing is queued or marked then.
 */
export async function queueDueBackInStock(
  db: Db,
  links: MarketingLinks,
  pageSize = backInStockPageSize,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: backInStockRequest.id,
        channel: backInStockRequest.channel,
        contact: backInStockRequest.contact,
        productId: product.id,
        name: product.name,
        sizeLabel: productSize.label,
        isSold: sql<boolean>`${product.archivedAt} is null and ${productSize.archivedAt} is null`,
        isOptedOut: sql<boolean>`case when ${backInStockRequest.channel} = 'sms'
          then exists (select 1 from sms_opt_out x where x.phone = ${backInStockRequest.contact})
          else exists (select 1 from mail_opt_out x where x.email = ${backInStockRequest.contact}) end`,
      })
      .from(backInStockRequest)
      .innerJoin(productSize, eq(productSize.id, backInStockRequest.sizeId))
      .innerJoin(product, eq(product.id, productSize.productId))
      .where(eq(backInStockRequest.status, "due"))
      .orderBy(asc(backInStockRequest.id))
      .limit(pageSize)
      .for("update", { of: backInStockRequest, skipLocked: true });
    const endings = new Map<Ending, number[]>();
    const end = (id: number, ending: Ending) =>
      endings.set(ending, [...(endings.get(ending) ?? []), id]);
    const texts = [];
    for (const request of due) {
      if (!request.isSold) end(request.id, "withdrawn");
      else if (request.isOptedOut) end(request.id, "opted_out");
      else {
        end(request.id, "sent");
        texts.push(request);
      }
    }
    const productUrl = (id: string) => `${links.publicUrl}/product/${encodeURIComponent(id)}`;
    await queueMarketingMessages(
      tx,
      links,
      texts.map((request) => ({
        to: request,
        kind: "back_in_stock",
        sms: backInStockSmsText(request.name, request.sizeLabel, productUrl(request.productId)),
        mail: {
          subject: `${request.name} ${request.sizeLabel} is back in stock`,
          eyebrow: "Back in stock",
          heading: `${request.name} is back`,
          text: `You asked us to tell you when ${request.name} in ${request.sizeLabel} was back. It is in stock now, while it lasts.`,
          button_label: "See the perfume",
          button_url: productUrl(request.productId),
        },
      })),
    );
    for (const [status, ids] of endings) {
      await tx
        .update(backInStockRequest)
        .set({ status, sentAt: status === "sent" ? sql`now()` : null })
        .where(and(inArray(backInStockRequest.id, ids), eq(backInStockRequest.status, "due")));
    }
    return due.length;
  });
}
