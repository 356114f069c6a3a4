import { and, gte, lt } from "drizzle-orm";
import { dayBounds } from "#contracts/nairobi-time.ts";
import { orderRefund } from "../db/return-schema";

/**
 * The refunds made on Nairobi days `from`…`to` (decision 076): a range of their `created_at`
 * index, so a report reads the period's refunds only.
 */
export const refundsMadeIn = ({ from, to }: { from: string; to: string }) =>
  and(
    gte(orderRefund.createdAt, dayBounds(from).start),
    lt(orderRefund.createdAt, dayBounds(to).end),
  );
