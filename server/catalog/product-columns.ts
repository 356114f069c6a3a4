import { isNull, sql } from "drizzle-orm";
import type { AdminProductSize } from "#contracts/admin-product.ts";
import type { ProductPhoto } from "#contracts/product-photos.ts";
import { productImage } from "../db/product-image-schema";
import { waitingForSize } from "../marketing/back-in-stock/back-in-stock-queries";
import { product, productSize } from "../db/schema";

/**
 * A product shoppers may see: not archived (docs/decisions/061-product-life-cycle.md). Every
 * shopper's read of products ANDs it: listings, facets, search, suggestions, brands, the
 * product page, the sitemap, the cart and checkout.
 */
export const listedProduct = isNull(product.archivedAt);

/** A size still sold: not archived (decision 061); past orders still read an archived one. */
export const listedSize = isNull(productSize.archivedAt);

/** The columns a product card needs, as ProductCard fields (contracts/product.ts). */
export const productCardColumns = {
  id: product.id,
  name: product.name,
  price: product.price,
  category: product.category,
  gender: product.gender,
  inStock: product.inStock,
  isBestSeller: product.isBestSeller,
  // The product's own copy of its sizes (migration 0019): a card reads one table.
  sizes: product.listedSizes,
  image: product.imageUrl,
};

/**
 * Each size still sold with its stock level, which the product's listed sizes leave out (a sale
 * changes it), and the shoppers waiting for it (decision 066), as one JSON list in position order read with the product's row: a subquery on
 * product_size's (product_id, position) index.
 */
// Qualified by hand: drizzle writes a one-table query's columns bare, and a bare "id" here
// would be the size's own.
const adminSizes = sql<AdminProductSize[]>`(select coalesce(json_agg(json_build_object(
    'id', "product_size"."id", 'label', "product_size"."label",
    'price', "product_size"."price", 'compareAtPrice', "product_size"."compare_at_price",
    'sku', "product_size"."sku", 'inStock', "product_size"."in_stock",
    'stockLevel', "product_size"."stock_level", 'waiting', ${waitingForSize})
    order by "product_size"."position"), '[]')
  from ${productSize} where "product_size"."product_id" = "product"."id"
    and "product_size"."archived_at" is null)`;

/**
 * The columns the admin's lists need: a card's, each size still sold with its SKU and stock
 * level, and when the product was archived (null while sold: decision 061).
 */
export const adminProductColumns = {
  ...productCardColumns,
  sizes: adminSizes,
  archivedAt: product.archivedAt,
};

/**
 * A product's own text, marks and perfume facts as stored (decision 057): what Edit product
 * shows and the catalogue CSV (decision 063) writes and compares.
 */
export const productFactColumns = {
  id: product.id,
  name: product.name,
  description: product.description,
  category: product.category,
  gender: product.gender,
  isBestSeller: product.isBestSeller,
  brandId: product.brandId,
  concentration: product.concentration,
  families: product.families,
  topNotes: product.topNotes,
  heartNotes: product.heartNotes,
  baseNotes: product.baseNotes,
};
/**
 * A product's photos as its page and its form show them (decision 060): url and alt, in
 * position order, the primary first, as one JSON list read with the product's row through
 * product_image's (product_id, position) index. A product with an image_url but no photo rows
 * (one written without them: the demo seed, the benches) shows that image as its one photo.
 */
export const productPhotos = sql<ProductPhoto[]>`(select coalesce(
    json_agg(json_build_object('url', "product_image"."url", 'alt', "product_image"."alt")
      order by "product_image"."position"),
    case when "product"."image_url" is null then '[]'::json
      else json_build_array(json_build_object('url', "product"."image_url", 'alt', '')) end)
  from ${productImage} where "product_image"."product_id" = "product"."id")`;
