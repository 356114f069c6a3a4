CREATE TABLE "brand" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_name_unique" UNIQUE("name"),
	CONSTRAINT "brand_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brand_name_length" CHECK (char_length("brand"."name") between 1 and 60),
	CONSTRAINT "brand_story_length" CHECK (char_length("brand"."story") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "note" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_name_unique" UNIQUE("name"),
	CONSTRAINT "note_name_length" CHECK (char_length("note"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "size_ml" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "brand_id" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "concentration" text;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "families" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "top_notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "heart_notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "base_notes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "note_slugs" text[] GENERATED ALWAYS AS ("top_notes" || "heart_notes" || "base_notes") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_brand_idx" ON "product" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "product_families_idx" ON "product" USING gin ("families");--> statement-breakpoint
CREATE INDEX "product_note_slugs_idx" ON "product" USING gin ("note_slugs");--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_concentration_known" CHECK ("product"."concentration" is null or "product"."concentration" in ('extrait', 'edp', 'edt', 'edc', 'body-mist', 'perfume-oil'));--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_families_known" CHECK ("product"."families" <@ array['floral', 'amber', 'woody', 'fresh', 'musk', 'fruity', 'gourmand', 'chypre', 'leather', 'citrus', 'aromatic', 'green', 'aquatic']);--> statement-breakpoint
-- docs/decisions/057-perfume-facts.md: the size facet reads each size's millilitres from the
-- product's row, kept with its listed sizes by the same trigger (0019); a label without "ml"
-- (a candle's "200g") gives none.
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
    FROM product_size WHERE product_id = listed
  ) s
  WHERE p.id = listed AND s.price IS NOT NULL
    AND (p.price, p.in_stock, p.listed_sizes, p.size_ml)
      IS DISTINCT FROM (s.price, s.in_stock, s.sizes, s.size_ml);
$$;
--> statement-breakpoint
-- Pages show a product's brand and perfume facts (decision 027): a change of one tells every
-- process, as a change of its name does.
DROP TRIGGER product_shown_columns_changed ON product;--> statement-breakpoint
CREATE TRIGGER product_shown_columns_changed
  AFTER UPDATE ON product
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.name, OLD.description, OLD.price, OLD.category, OLD.gender, OLD.in_stock,
      OLD.is_best_seller, OLD.image_url, OLD.created_at, OLD.brand_id, OLD.concentration,
      OLD.families, OLD.top_notes, OLD.heart_notes, OLD.base_notes)
    IS DISTINCT FROM
    (NEW.id, NEW.name, NEW.description, NEW.price, NEW.category, NEW.gender, NEW.in_stock,
      NEW.is_best_seller, NEW.image_url, NEW.created_at, NEW.brand_id, NEW.concentration,
      NEW.families, NEW.top_notes, NEW.heart_notes, NEW.base_notes)
  )
  EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER brand_catalog_changed
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON brand
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('product');
--> statement-breakpoint
CREATE TRIGGER note_catalog_changed
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON note
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed('product');
--> statement-breakpoint
SELECT refresh_product_listing(id) FROM product;
