-- docs/decisions/061-product-life-cycle.md: a product has any number of sizes up to 20, staff
-- reorder them, and a size or a product that was sold is archived rather than deleted, so past
-- orders still read it. An archived size drops out of its product's listing; an archived product
-- drops out of every shopper's read.
ALTER TABLE "product_size" DROP CONSTRAINT "product_size_label_unique";--> statement-breakpoint
-- A reorder swaps positions, which a unique constraint checked row by row refuses; positions are
-- written only by saveProductSizes, 0…n-1 under the product's lock.
ALTER TABLE "product_size" DROP CONSTRAINT "product_size_position_unique";--> statement-breakpoint
ALTER TABLE "product_size" DROP CONSTRAINT "product_size_position_0_to_2";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_size" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "product_size_label_unique" ON "product_size" USING btree ("product_id","label") WHERE "product_size"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_size_product_position_idx" ON "product_size" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "product_size" ADD CONSTRAINT "product_size_position_0_to_19" CHECK ("product_size"."position" between 0 and 19);--> statement-breakpoint
-- The listing (0018, 0019, 0028) reads the sizes still sold.
CREATE OR REPLACE FUNCTION refresh_product_listing(listed text) RETURNS void
LANGUAGE sql AS $$
  UPDATE product p SET price = s.price, in_stock = s.in_stock, listed_sizes = s.sizes,
    size_ml = s.size_ml
  FROM (
    SELECT coalesce(min(price) FILTER (WHERE in_stock), min(price)) AS price,
      bool_or(in_stock) AS in_stock,
      jsonb_agg(jsonb_build_object('id', id, 'label', label, 'price', price,
        'compareAtPrice', compare_at_price, 'sku', sku, 'inStock', in_stock)
        ORDER BY position) AS sizes,
      coalesce(array_agg(DISTINCT round((substring(label FROM '^\s*(\d{1,4}(?:\.\d+)?)\s*ml\s*$'))::numeric)::integer)
        FILTER (WHERE label ~* '^\s*\d{1,4}(\.\d+)?\s*ml\s*$'), '{}') AS size_ml
    FROM product_size WHERE product_id = listed AND archived_at IS NULL
  ) s
  WHERE p.id = listed AND s.price IS NOT NULL
    AND (p.price, p.in_stock, p.listed_sizes, p.size_ml)
      IS DISTINCT FROM (s.price, s.in_stock, s.sizes, s.size_ml);
$$;
--> statement-breakpoint
DROP TRIGGER product_size_listing ON product_size;--> statement-breakpoint
CREATE TRIGGER product_size_listing
  AFTER INSERT OR DELETE
    OR UPDATE OF id, product_id, label, position, price, compare_at_price, sku, in_stock, archived_at
  ON product_size
  FOR EACH ROW EXECUTE FUNCTION product_size_listing_changed();
--> statement-breakpoint
-- Archiving or restoring a product or a size changes what pages show (decision 027): it tells
-- every process, so cached pages drop it.
DROP TRIGGER product_size_shown_columns_changed ON product_size;--> statement-breakpoint
CREATE TRIGGER product_size_shown_columns_changed
  AFTER UPDATE ON product_size
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.product_id, OLD.label, OLD.position, OLD.price, OLD.compare_at_price,
      OLD.sku, OLD.in_stock, OLD.archived_at)
    IS DISTINCT FROM
    (NEW.id, NEW.product_id, NEW.label, NEW.position, NEW.price, NEW.compare_at_price,
      NEW.sku, NEW.in_stock, NEW.archived_at)
  )
  EXECUTE FUNCTION notify_catalog_changed('product');
--> statement-breakpoint
DROP TRIGGER product_shown_columns_changed ON product;--> statement-breakpoint
CREATE TRIGGER product_shown_columns_changed
  AFTER UPDATE ON product
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.name, OLD.description, OLD.price, OLD.category, OLD.gender, OLD.in_stock,
      OLD.is_best_seller, OLD.image_url, OLD.created_at, OLD.brand_id, OLD.concentration,
      OLD.families, OLD.top_notes, OLD.heart_notes, OLD.base_notes, OLD.archived_at)
    IS DISTINCT FROM
    (NEW.id, NEW.name, NEW.description, NEW.price, NEW.category, NEW.gender, NEW.in_stock,
      NEW.is_best_seller, NEW.image_url, NEW.created_at, NEW.brand_id, NEW.concentration,
      NEW.families, NEW.top_notes, NEW.heart_notes, NEW.base_notes, NEW.archived_at)
  )
  EXECUTE FUNCTION notify_catalog_changed();
