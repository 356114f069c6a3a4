import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { discountKinds, discountScopes } from "#contracts/discount-code.ts";
import { brand } from "./perfume-schema";
import { category, product } from "./schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A discount code (docs/decisions/064-discount-codes.md): `code` canonical upper-case; `value` a
 * percentage (1–100) or whole KSh off the items, 0 for free delivery; valid from `startsAt` until
 * `endsAt` (or until staff end it, `endedAt`). `uses`, `discountGiven` and `sales` (whole KSh) are
 * kept by the database's trigger on order (migration 0033): the orders carrying the code that are
 * not cancelled, what the code took off them (items and delivery) and their totals as sales
 * (decision 037). Only server/discounts/ writes the rest.
 */
export const discountCode = pgTable(
  "discount_code",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    kind: text("kind", { enum: discountKinds }).notNull(),
    value: integer("value").notNull(),
    minSubtotal: integer("min_subtotal"),
    startsAt: moment("starts_at").notNull(),
    endsAt: moment("ends_at").notNull(),
    endedAt: moment("ended_at"),
    maxUses: integer("max_uses"),
    isOncePerCustomer: boolean("is_once_per_customer").notNull().default(false),
    appliesTo: text("applies_to", { enum: discountScopes }).notNull().default("all"),
    skipsSaleItems: boolean("skips_sale_items").notNull().default(false),
    uses: integer("uses").notNull().default(0),
    discountGiven: bigint("discount_given", { mode: "number" }).notNull().default(0),
    sales: bigint("sales", { mode: "number" }).notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_code_code_idx").on(t.code),
    index("discount_code_created_at_idx").on(t.createdAt.desc(), t.id),
    check("discount_code_canonical", sql`${t.code} ~ '^[A-Z0-9-]{3,20}$'`),
    check(
      "discount_code_value_in_range",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} between 1 and 1000000) or (${t.kind} = 'free_delivery' and ${t.value} = 0)`,
    ),
    check("discount_code_ends_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("discount_code_max_uses_positive", sql`${t.maxUses} is null or ${t.maxUses} >= 1`),
    check(
      "discount_code_min_subtotal_positive",
      sql`${t.minSubtotal} is null or ${t.minSubtotal} >= 1`,
    ),
    check("discount_code_figures_not_negative", sql`${t.uses} >= 0 and ${t.discountGiven} >= 0`),
  ],
);

/**
 * What a code limited to some categories, products or brands applies to (decision 064): one of
 * the three per row, as the code's `appliesTo` says. The keys follow renames and go with the
 * category, product or brand.
 */
export const discountCodeTarget = pgTable(
  "discount_code_target",
  {
    id: serial("id").primaryKey(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCode.id, { onDelete: "cascade" }),
    categoryName: text("category_name").references(() => category.name, {
      onUpdate: "cascade",
      onDelete: "cascade",
    }),
    productId: text("product_id").references(() => product.id, { onDelete: "cascade" }),
    brandId: text("brand_id").references(() => brand.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("discount_code_target_code_idx").on(t.codeId),
    index("discount_code_target_category_idx").on(t.categoryName),
    index("discount_code_target_product_idx").on(t.productId),
    index("discount_code_target_brand_idx").on(t.brandId),
    check(
      "discount_code_target_one",
      sql`num_nonnulls(${t.categoryName}, ${t.productId}, ${t.brandId}) = 1`,
    ),
  ],
);
