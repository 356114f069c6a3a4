import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type; only the database reads and writes it. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Product genders (SPEC §3); missing means unisex. */
export const productGenders = ["men", "women", "unisex"] as const;

/**
 * A product (SPEC §3, DESIGN §5). `price` is whole KSh for the smallest size, VAT included;
 * `sizes` are the spec's "quantities" (size labels such as "50ml", at most 3); `stockLevel`
 * null means stock is not tracked.
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
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    imageFileName: text("image_file_name"),
    sku: text("sku"),
    stockLevel: integer("stock_level"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The name's words alone, so name matches rank first without reading descriptions. */
    nameVector: tsvector("name_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "name")`),
    /**
     * DESIGN §2: the full-text document, name weighted A, category B, description C, with the
     * 'simple' configuration (no stemming, so prefixes typed in the search box match words).
     */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', coalesce("category", '')), 'B') || setweight(to_tsvector('simple', "description"), 'C')`,
      ),
  },
  (t) => [
    check("product_price_not_negative", sql`${t.price} >= 0`),
    check("product_sizes_at_most_3", sql`coalesce(array_length(${t.sizes}, 1), 0) <= 3`),
    check("product_stock_level_not_negative", sql`${t.stockLevel} is null or ${t.stockLevel} >= 0`),
    check("product_gender_known", sql`${t.gender} in ('men', 'women', 'unisex')`),
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
 * A category: the admin creation list, the home browser cards and the all-products slider
 * (SPEC §2/§3). Browse names map to product filters in server/catalog/browse-filter.ts.
 */
export const category = pgTable("category", {
  name: text("name").primaryKey(),
  slug: text("slug").notNull().unique(),
  imageUrl: text("image_url"),
  sortOrder: integer("sort_order").notNull().default(0),
  isOnHome: boolean("is_on_home").notNull().default(false),
  isInSlider: boolean("is_in_slider").notNull().default(false),
  isInAdmin: boolean("is_in_admin").notNull().default(false),
});

/** Small key/value facts about this installation, e.g. when the demo catalogue was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
