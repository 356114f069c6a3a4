import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { maxProductPhotos, photoAltMaxLength } from "#contracts/product-photo-texts.ts";
import { product } from "./schema";

/**
 * A photo of a product (docs/decisions/060-product-photos.md): `url` an image POST
 * /storage/upload stored (`/media/products/{base}-800.webp`), `fileName` its last part, `alt`
 * its text for shoppers who cannot see it ('' = the product's name), `position` 0…7 in the
 * order staff gave. Position 0 is the primary photo, which the database copies to the
 * product's image_url and image_file_name (migration 0030's trigger); nothing else writes them.
 */
export const productImage = pgTable(
  "product_image",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    fileName: text("file_name").notNull(),
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull(),
  },
  (t) => [
    unique("product_image_position_unique").on(t.productId, t.position),
    check(
      "product_image_position_range",
      sql`${t.position} between 0 and ${sql.raw(String(maxProductPhotos - 1))}`,
    ),
    check(
      "product_image_alt_length",
      sql`char_length(${t.alt}) <= ${sql.raw(String(photoAltMaxLength))}`,
    ),
  ],
);
