import { sql } from "drizzle-orm";

/**
 * How many shoppers wait for the `product_size` row of the query it is read in to be back in
 * stock (docs/decisions/066-back-in-stock-alerts.md): a count by the open requests' (size_id,
 * contact) index, for the sizes of the page shown — never a count over every request.
 */
export const waitingForSize = sql<number>`(select count(*)::int from back_in_stock_request r
  where r.size_id = "product_size"."id" and r.status = 'waiting')`;
