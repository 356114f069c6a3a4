import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { deliveryZoneKinds } from "#contracts/delivery-zone-texts.ts";

/**
 * A delivery zone or a pickup point (docs/decisions/082-delivery-zones.md): `kind` 'zone' is
 * delivered to an address in its SPEC `area` ('nairobi' or 'elsewhere'), free from `free_from`
 * KSh of items when set; 'pickup_point' waits in `town` at the place `directions` describe. Fees
 * whole KSh. `position` orders checkout's list within a kind; an inactive row is off checkout,
 * kept so past orders' ids still name it. The two default zones are Settings' fees, not rows.
 */
export const deliveryZone = pgTable(
  "delivery_zone",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: deliveryZoneKinds }).notNull(),
    name: text("name").notNull(),
    area: text("area", { enum: ["nairobi", "elsewhere"] }),
    fee: integer("fee").notNull(),
    deliveryTime: text("delivery_time").notNull(),
    freeFrom: integer("free_from"),
    town: text("town").notNull().default(""),
    directions: text("directions").notNull().default(""),
    position: integer("position").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_zone_name_idx").on(sql`lower(${t.name})`),
    index("delivery_zone_position_idx").on(t.kind, t.position),
    check("delivery_zone_fee_in_range", sql`${t.fee} between 0 and 100000`),
    check("delivery_zone_free_from_in_range", sql`${t.freeFrom} is null or ${t.freeFrom} >= 0`),
    check(
      "delivery_zone_kind_fields",
      sql`(${t.kind} = 'zone' and ${t.area} in ('nairobi', 'elsewhere')) or (${t.kind} = 'pickup_point' and ${t.area} is null and ${t.town} <> '' and ${t.directions} <> '' and ${t.freeFrom} is null)`,
    ),
    check(
      "delivery_zone_lengths",
      sql`char_length(${t.name}) between 1 and 60 and char_length(${t.deliveryTime}) between 1 and 40 and char_length(${t.town}) <= 60 and char_length(${t.directions}) <= 300`,
    ),
  ],
);
