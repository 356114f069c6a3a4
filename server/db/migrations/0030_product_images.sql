-- docs/decisions/060-product-photos.md: a product has 1 to 8 photos, in order, each with its alt
-- text; the first is its primary photo. Cards, cart lines, orders, JSON-LD and the sitemap keep
-- reading the product's image_url, which the trigger below keeps as the primary photo's URL.
CREATE TABLE "product_image" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"url" text NOT NULL,
	"file_name" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_image_position_unique" UNIQUE("product_id","position"),
	CONSTRAINT "product_image_position_range" CHECK ("product_image"."position" between 0 and 7),
	CONSTRAINT "product_image_alt_length" CHECK (char_length("product_image"."alt") <= 200)
);
--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every product with an image keeps it as its one photo, the primary.
INSERT INTO "product_image" ("id", "product_id", "url", "file_name", "position")
SELECT substr(md5(p.id || ':photo:0'), 1, 12), p.id, p.image_url,
  coalesce(p.image_file_name, regexp_replace(p.image_url, '^.*/', '')), 0
FROM "product" p
WHERE p.image_url IS NOT NULL;
--> statement-breakpoint
-- The primary photo (position 0) is the product's image_url and image_file_name; a product left
-- with no photo has none. Rows of one save are deleted and written again in one transaction, so
-- the product may pass through null within it; readers only see the commit.
CREATE OR REPLACE FUNCTION refresh_product_primary_photo(photographed text) RETURNS void
LANGUAGE sql AS $$
  UPDATE product p SET image_url = i.url, image_file_name = i.file_name
  FROM (SELECT 1) one
  LEFT JOIN product_image i ON i.product_id = photographed AND i.position = 0
  WHERE p.id = photographed
    AND (p.image_url, p.image_file_name) IS DISTINCT FROM (i.url, i.file_name);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_image_primary_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_product_primary_photo(OLD.product_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_product_primary_photo(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_image_primary
  AFTER INSERT OR DELETE OR UPDATE OF product_id, url, file_name, position ON product_image
  FOR EACH ROW EXECUTE FUNCTION product_image_primary_changed();
--> statement-breakpoint
-- The product page shows every photo and its alt text (decision 027): any change of them tells
-- every process, as 'product', so a save that also changes the primary (image_url) is one
-- notification.
CREATE TRIGGER product_image_catalog_changed
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON product_image
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('product');
