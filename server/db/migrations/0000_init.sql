CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category" (
	"name" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"image_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_on_home" boolean DEFAULT false NOT NULL,
	"is_in_slider" boolean DEFAULT false NOT NULL,
	"is_in_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"category" text,
	"sub_category" text,
	"gender" text DEFAULT 'unisex' NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"image_file_name" text,
	"sku" text,
	"stock_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_price_not_negative" CHECK ("product"."price" >= 0),
	CONSTRAINT "product_sizes_at_most_3" CHECK (coalesce(array_length("product"."sizes", 1), 0) <= 3),
	CONSTRAINT "product_stock_level_not_negative" CHECK ("product"."stock_level" is null or "product"."stock_level" >= 0),
	CONSTRAINT "product_gender_known" CHECK ("product"."gender" in ('men', 'women', 'unisex'))
);
--> statement-breakpoint
CREATE INDEX "product_created_at_idx" ON "product" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "product_category_idx" ON "product" USING btree ("category");--> statement-breakpoint
CREATE INDEX "product_gender_created_at_idx" ON "product" USING btree ("gender","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_best_seller_idx" ON "product" USING btree ("is_best_seller","created_at" DESC NULLS LAST);