import { sql } from "drizzle-orm";
import type { DbExecutor } from "../db/client";

/**
 * A new order id (SPEC §9): 'LOR-' + the time in ms + 3 digits from a database sequence, so ids
 * stay unique across processes unless a thousand orders land in one millisecond.
 */
export async function nextOrderId(db: DbExecutor, now: Date): Promise<string> {
  const [row] = await db
    .select({ n: sql<string>`nextval('order_number_seq')::text` })
    .from(sql`(values (1)) as one`);
  const n = Number(row?.n ?? 0);
  return `LOR-${now.getTime()}${String(n % 1000).padStart(3, "0")}`;
}
