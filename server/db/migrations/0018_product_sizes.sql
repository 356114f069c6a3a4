-- docs/decisions/040-product-sizes.md: what is sold is a size of a product, with its own price,
-- compare-at price, SKU and stock. Every product's sizes become rows at the product's price, with
-- the product's SKU, stock level and availability on its first size (the others in or out of
-- stock as the product was, untracked); a product without sizes gets one, 'One size'. Carts keep
-- their lines on each product's first size; order lines placed before keep no size.
CREATE TABLE "product_size" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"sku" text,
	"stock_level" integer,
	"in_stock" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_size_label_unique" UNIQUE("product_id","label"),
	CONSTRAINT "product_size_position_unique" UNIQUE("product_id","position"),
	CONSTRAINT "product_size_position_0_to_2" CHECK ("product_size"."position" between 0 and 2),
	CONSTRAINT "product_size_label_length" CHECK (char_length("product_size"."label") between 1 and 20),
	CONSTRAINT "product_size_price_not_negative" CHECK ("product_size"."price" >= 0),
	CONSTRAINT "product_size_compare_at_above_price" CHECK ("product_size"."compare_at_price" is null or "product_size"."compare_at_price" > "product_size"."price"),
	CONSTRAINT "product_size_stock_level_not_negative" CHECK ("product_size"."stock_level" is null or "product_size"."stock_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_size" ADD CONSTRAINT "product_size_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_size_sku_unique" ON "product_size" USING btree ("sku") WHERE "product_size"."sku" is not null;--> statement-breakpoint
CREATE INDEX "product_size_sale_idx" ON "product_size" USING btree ("product_id") WHERE "product_size"."compare_at_price" is not null;--> statement-breakpoint
INSERT INTO "product_size" ("id", "product_id", "label", "position", "price", "sku", "stock_level", "in_stock")
SELECT substr(md5(p.id || ':' || s.n), 1, 12), p.id, s.label, s.n - 1, p.price,
  CASE WHEN s.n = 1 AND p.sku_rank = 1 THEN p.sku END,
  CASE WHEN s.n = 1 THEN p.stock_level END,
  p.in_stock
FROM (SELECT *, row_number() OVER (PARTITION BY sku ORDER BY id) AS sku_rank FROM "product") p
CROSS JOIN LATERAL (
  SELECT u.label, row_number() OVER (ORDER BY min(u.n)) AS n
  FROM unnest(CASE WHEN coalesce(cardinality(p.sizes), 0) = 0 THEN ARRAY['One size'] ELSE p.sizes END)
    WITH ORDINALITY AS u(label, n)
  WHERE char_length(u.label) BETWEEN 1 AND 20
  GROUP BY u.label
) s
WHERE s.n <= 3;
--> statement-breakpoint
-- A product whose labels were all unusable still gets its one size.
INSERT INTO "product_size" ("id", "product_id", "label", "position", "price", "stock_level", "in_stock")
SELECT substr(md5(p.id || ':1'), 1, 12), p.id, 'One size', 0, p.price, p.stock_level, p.in_stock
FROM "product" p
WHERE NOT EXISTS (SELECT 1 FROM "product_size" s WHERE s.product_id = p.id);
--> statement-breakpoint
ALTER TABLE "cart_line" ADD COLUMN "size_id" text;--> statement-breakpoint
UPDATE "cart_line" c SET "size_id" = s.id
FROM "product_size" s WHERE s.product_id = c.product_id AND s.position = 0;--> statement-breakpoint
ALTER TABLE "cart_line" DROP CONSTRAINT "cart_line_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_line" DROP CONSTRAINT "cart_line_product_id_product_id_fk";--> statement-breakpoint
DROP INDEX "cart_line_product_idx";--> statement-breakpoint
ALTER TABLE "cart_line" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "cart_line" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_cart_id_size_id_pk" PRIMARY KEY("cart_id","size_id");--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_size_id_product_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_size"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_line_size_idx" ON "cart_line" USING btree ("size_id");--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "size_id" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "size_label" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_size_id_product_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_size"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_size_idx" ON "order_item" USING btree ("size_id");--> statement-breakpoint
-- 0015's trigger names the sizes column: it is made again without it below.
DROP TRIGGER "product_shown_columns_changed" ON "product";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_sizes_at_most_3";--> statement-breakpoint
ALTER TABLE "product" DROP CONSTRAINT "product_stock_level_not_negative";--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "sizes";--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "sku";--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "stock_level";--> statement-breakpoint
CREATE TRIGGER product_shown_columns_changed
  AFTER UPDATE ON product
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.name, OLD.description, OLD.price, OLD.category, OLD.gender, OLD.in_stock,
      OLD.is_best_seller, OLD.image_url, OLD.created_at)
    IS DISTINCT FROM
    (NEW.id, NEW.name, NEW.description, NEW.price, NEW.category, NEW.gender, NEW.in_stock,
      NEW.is_best_seller, NEW.image_url, NEW.created_at)
  )
  EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
-- The product's listing follows its sizes: the lowest in-stock size's price (the lowest of all
-- when none is in stock) and whether any is in stock. Writers lock the product first
-- (server/catalog/stock.ts), so this update waits on no one.
CREATE FUNCTION refresh_product_listing(listed text) RETURNS void
LANGUAGE sql AS $$
  UPDATE product p SET price = s.price, in_stock = s.in_stock
  FROM (
    SELECT coalesce(min(price) FILTER (WHERE in_stock), min(price)) AS price,
      bool_or(in_stock) AS in_stock
    FROM product_size WHERE product_id = listed
  ) s
  WHERE p.id = listed AND s.price IS NOT NULL
    AND (p.price, p.in_stock) IS DISTINCT FROM (s.price, s.in_stock);
$$;
--> statement-breakpoint
CREATE FUNCTION product_size_listing_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_listing(OLD.product_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_listing(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_size_listing
  AFTER INSERT OR DELETE OR UPDATE OF product_id, price, in_stock ON product_size
  FOR EACH ROW EXECUTE FUNCTION product_size_listing_changed();
--> statement-breakpoint
-- Pages show a size's label, price, compare-at price and availability (decision 027): a change
-- of one tells every process; a sale that only lowers a tracked level tells no one. A size's
-- change says 'product', as its product's own does, so one transaction changing both (a
-- sell-out) is one notification.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', coalesce(TG_ARGV[0], TG_TABLE_NAME));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_size_catalog_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON product_size
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('product');
--> statement-breakpoint
CREATE TRIGGER product_size_shown_columns_changed
  AFTER UPDATE ON product_size
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.product_id, OLD.label, OLD.position, OLD.price, OLD.compare_at_price,
      OLD.sku, OLD.in_stock)
    IS DISTINCT FROM
    (NEW.id, NEW.product_id, NEW.label, NEW.position, NEW.price, NEW.compare_at_price,
      NEW.sku, NEW.in_stock)
  )
  EXECUTE FUNCTION notify_catalog_changed('product');
