import { sql } from "drizzle-orm";
import { concentrations, scentFamilies } from "#contracts/perfume.ts";
import type { ProductSize } from "#contracts/product.ts";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { brand } from "./perfume-schema";

/** PostgreSQL's full-text document type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const quoted = (slugs: readonly { slug: string }[]) =>
  sql.raw(slugs.map(({ slug }) => `'${slug}'`).join(", "));

/** Product genders (SPEC §3); missing means unisex. */
export const productGenders = ["men", "women", "unisex"] as const;

/**
 * A product (SPEC §3, DESIGN §5). What is sold is one of its sizes (productSize). `price` (whole
 * KSh, VAT included) and `inStock` are its listing's: the lowest in-stock size's price (the
 * lowest of all when none is in stock) and whether any size is in stock. `listedSizes` is its
 * sizes as pages show them, in position order, so a page reads a card from the product's row
 * alone. The database keeps all three from the sizes (migrations 0018 and 0019's trigger,
 * docs/decisions/040-product-sizes.md); nothing else writes them; `sizeMl` likewise (migration
 * 0028), each size's millilitres where its label gives them ("50ml"), for the size facet.
 *
 * Perfume facts (docs/decisions/057-perfume-facts.md): `brandId`, `concentration` (a slug of
 * contracts/perfume.ts, null for what is not a perfume), `families` (that vocabulary's slugs, each
 * subfamily's family included) and three lists of note slugs (perfume-schema.ts note), in the
 * order staff gave them; `noteSlugs` is all three, for the note facet's index.
 */
export const product = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    category: text("category"),
    subCategory: text("sub_category"),
    gender: text("gender", { enum: productGenders }).notNull().default("unisex"),
    inStock: boolean("in_stock").notNull().default(true),
    isBestSeller: boolean("is_best_seller").notNull().default(false),
    listedSizes: jsonb("listed_sizes").$type<ProductSize[]>().notNull().default([]),
    sizeMl: integer("size_ml")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    brandId: text("brand_id").references(() => brand.id),
    concentration: text("concentration"),
    families: text("families")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    topNotes: text("top_notes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    heartNotes: text("heart_notes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    baseNotes: text("base_notes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    noteSlugs: text("note_slugs")
      .array()
      .notNull()
      .generatedAlwaysAs(sql`"top_notes" || "heart_notes" || "base_notes"`),
    imageUrl: text("image_url"),
    imageFileName: text("image_file_name"),
    /**
     * When staff archived it: hidden from every shopper's read (listedProduct in
     * server/catalog/product-columns.ts), kept for past orders; null while it is sold
     * (docs/decisions/061-product-life-cycle.md).
     */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The name's words alone, so name matches rank first without reading descriptions. */
    nameVector: tsvector("name_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "name")`),
    /**
     * The perfume words of the facts above as a shopper types them: the brand's name, the
     * concentration's label and short name, the families' labels and the notes' names. The
     * database keeps it (migration 0029's triggers on product, brand and note); nothing else
     * writes it (docs/decisions/058-search-perfume-words.md).
     */
    factsText: text("facts_text").notNull().default(""),
    /**
     * DESIGN §2: the full-text document, name weighted A, category and perfume words B,
     * description C, with the 'simple' configuration (no stemming, so prefixes typed in the
     * search box match words).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', coalesce("category", '')), 'B') || setweight(to_tsvector('simple', "facts_text"), 'B') || setweight(to_tsvector('simple', "description"), 'C')`,
      ),
  },
  (t) => [
    check("product_price_not_negative", sql`${t.price} >= 0`),
    check("product_gender_known", sql`${t.gender} in ('men', 'women', 'unisex')`),
    check(
      "product_concentration_known",
      sql`${t.concentration} is null or ${t.concentration} in (${quoted(concentrations)})`,
    ),
    check("product_families_known", sql`${t.families} <@ array[${quoted(scentFamilies)}]`),
    index("product_brand_idx").on(t.brandId),
    index("product_families_idx").using("gin", t.families),
    index("product_note_slugs_idx").using("gin", t.noteSlugs),
    index("product_created_at_idx").on(t.createdAt.desc(), t.id),
    index("product_price_idx").on(t.price, t.id),
    index("product_category_idx").on(t.category),
    index("product_gender_created_at_idx").on(t.gender, t.createdAt.desc()),
    index("product_best_seller_idx").on(t.isBestSeller, t.createdAt.desc()),
    // The home grids' order (server/catalog/product-queries.ts listHomeGrid), so that a grid reads
    // its first cards from the index instead of sorting thousands of rows. NULLS FIRST
    // is what ORDER BY … DESC means.
    index("product_gender_grid_idx").on(
      t.gender,
      t.inStock.desc().nullsFirst(),
      t.isBestSeller.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("product_best_seller_grid_idx").on(
      t.isBestSeller,
      t.inStock.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id,
    ),
    index("product_search_vector_idx").using("gin", t.searchVector),
    index("product_name_vector_idx").using("gin", t.nameVector),
    // Typos in names (server/search) through pg_trgm, enabled by migration 0001_enable_pg_trgm.
    // GIN: about 3 times faster here than GiST for strict word similarity at 10,000 names.
    index("product_name_trigram_idx").using("gin", t.name.op("gin_trgm_ops")),
  ],
);

/**
 * A product has 1 to 20 sizes on sale; positions 0…19 keep the order staff gave them (SPEC §3's
 * "up to 3" holds for Add Product's typed quantities: docs/decisions/061-product-life-cycle.md).
 */
export const maxSizePosition = 19;

/**
 * A size of a product: what a shopper buys (DESIGN §5, the field's "variant"; SPEC's
 * "quantities"). `label` as typed ("50ml"); `price` whole KSh, VAT included; `compareAtPrice`
 * the higher price struck through while on sale; `sku` unique when set; `stockLevel` null = not
 * tracked, else 0 marks it out of stock (server/catalog/stock.ts). Its product's listed price,
 * availability and listed sizes follow it (migrations 0018 and 0019's trigger).
 */
export const productSize = pgTable(
  "product_size",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    position: integer("position").notNull(),
    price: integer("price").notNull(),
    compareAtPrice: integer("compare_at_price"),
    sku: text("sku"),
    stockLevel: integer("stock_level"),
    inStock: boolean("in_stock").notNull().default(true),
    /**
     * When staff removed it after it was sold: no longer offered, kept so past orders still
     * read it; its label is free for a new size (decision 061).
     */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("product_size_label_unique")
      .on(t.productId, t.label)
      .where(sql`${t.archivedAt} is null`),
    // Positions are written only by saveProductSizes (server/catalog/admin), 0…n-1 under the
    // product's lock; no unique index, since PostgreSQL checks one row by row and a reorder
    // swaps them (decision 061).
    index("product_size_product_position_idx").on(t.productId, t.position),
    uniqueIndex("product_size_sku_unique")
      .on(t.sku)
      .where(sql`${t.sku} is not null`),
    check(
      "product_size_position_0_to_19",
      sql`${t.position} between 0 and ${sql.raw(String(maxSizePosition))}`,
    ),
    check("product_size_label_length", sql`char_length(${t.label}) between 1 and 20`),
    check("product_size_price_not_negative", sql`${t.price} >= 0`),
    check(
      "product_size_compare_at_above_price",
      sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`,
    ),
    check(
      "product_size_stock_level_not_negative",
      sql`${t.stockLevel} is null or ${t.stockLevel} >= 0`,
    ),
    index("product_size_sale_idx")
      .on(t.productId)
      .where(sql`${t.compareAtPrice} is not null`),
  ],
);

/**
 * A category: the admin creation list, the home browser cards and the all-products slider
 * (SPEC §2/§3). Browse names map to product filters in server/catalog/categories/browse-filter.ts. Staff
 * add, rename, reorder and hide them (docs/decisions/062-staff-categories.md); names are unique
 * whatever their case.
 */
export const category = pgTable(
  "category",
  {
    name: text("name").primaryKey(),
    slug: text("slug").notNull().unique(),
    imageUrl: text("image_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    isOnHome: boolean("is_on_home").notNull().default(false),
    isInSlider: boolean("is_in_slider").notNull().default(false),
    isInAdmin: boolean("is_in_admin").notNull().default(false),
    isHidden: boolean("is_hidden").notNull().default(false),
  },
  (t) => [uniqueIndex("category_name_lower_idx").on(sql`lower(${t.name})`)],
);

/**
 * A renamed category's old name (decision 062): `?category={oldName}` answers a 301 to the
 * category's name now. The foreign key follows later renames (A→B→C sends A to C) and goes with
 * the category.
 */
export const categoryRedirect = pgTable("category_redirect", {
  oldName: text("old_name").primaryKey(),
  categoryName: text("category_name")
    .notNull()
    .references(() => category.name, { onUpdate: "cascade", onDelete: "cascade" }),
});

/** Small key/value facts about this installation, e.g. when the demo catalogue was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
