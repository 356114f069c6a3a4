import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { stockMovementReasons } from "#contracts/stock-movement.ts";
import { product, productSize } from "./schema";

/**
 * One change of a tracked size's stock level (DESIGN §5 "Team",
 * docs/decisions/073-stock-movements.md): `delta` units (never 0), why, by whom (`actorId` null =
 * a shopper's order or the system; the name kept as it was), a reference (an order id, a
 * supplier's note), a receipt's unit cost price (whole KSh) and the level after it. Written only
 * by the database's trigger on product_size (migration 0040), so the movements of a size always
 * add up to its level (0 when not tracked).
 */
export const stockMovement = pgTable(
  "stock_movement",
  {
    id: serial("id").primaryKey(),
    sizeId: text("size_id")
      .notNull()
      .references(() => productSize.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason", { enum: stockMovementReasons }).notNull(),
    // No reference to the account: the name is kept, and a movement outlives the account.
    actorId: text("actor_id"),
    actorName: text("actor_name"),
    reference: text("reference"),
    unitCost: integer("unit_cost"),
    levelAfter: integer("level_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_movement_product_idx").on(t.productId, t.id.desc()),
    index("stock_movement_size_idx").on(t.sizeId),
    check("stock_movement_delta_not_zero", sql`${t.delta} <> 0`),
    check("stock_movement_level_after_not_negative", sql`${t.levelAfter} >= 0`),
    check(
      "stock_movement_reason_known",
      sql.raw(
        `"stock_movement"."reason" in (${stockMovementReasons.map((r) => `'${r}'`).join(", ")})`,
      ),
    ),
    check(
      "stock_movement_unit_cost_on_receipts",
      sql`${t.unitCost} is null or (${t.reason} = 'received' and ${t.unitCost} >= 0)`,
    ),
  ],
);
