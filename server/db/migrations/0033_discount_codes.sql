CREATE TABLE "discount_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_subtotal" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"max_uses" integer,
	"is_once_per_customer" boolean DEFAULT false NOT NULL,
	"applies_to" text DEFAULT 'all' NOT NULL,
	"skips_sale_items" boolean DEFAULT false NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_given" bigint DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_code_canonical" CHECK ("discount_code"."code" ~ '^[A-Z0-9-]{3,20}$'),
	CONSTRAINT "discount_code_value_in_range" CHECK (("discount_code"."kind" = 'percent' and "discount_code"."value" between 1 and 100) or ("discount_code"."kind" = 'fixed' and "discount_code"."value" between 1 and 1000000) or ("discount_code"."kind" = 'free_delivery' and "discount_code"."value" = 0)),
	CONSTRAINT "discount_code_ends_after_start" CHECK ("discount_code"."ends_at" > "discount_code"."starts_at"),
	CONSTRAINT "discount_code_max_uses_positive" CHECK ("discount_code"."max_uses" is null or "discount_code"."max_uses" >= 1),
	CONSTRAINT "discount_code_min_subtotal_positive" CHECK ("discount_code"."min_subtotal" is null or "discount_code"."min_subtotal" >= 1),
	CONSTRAINT "discount_code_figures_not_negative" CHECK ("discount_code"."uses" >= 0 and "discount_code"."discount_given" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_code_target" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"category_name" text,
	"product_id" text,
	"brand_id" text,
	CONSTRAINT "discount_code_target_one" CHECK (num_nonnulls("discount_code_target"."category_name", "discount_code_target"."product_id", "discount_code_target"."brand_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_total_is_subtotal_plus_shipping";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "delivery_waived" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "discount_code_target" ADD CONSTRAINT "discount_code_target_code_id_discount_code_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_target" ADD CONSTRAINT "discount_code_target_category_name_category_name_fk" FOREIGN KEY ("category_name") REFERENCES "public"."category"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "discount_code_target" ADD CONSTRAINT "discount_code_target_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_target" ADD CONSTRAINT "discount_code_target_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_code_code_idx" ON "discount_code" USING btree ("code");--> statement-breakpoint
CREATE INDEX "discount_code_created_at_idx" ON "discount_code" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "discount_code_target_code_idx" ON "discount_code_target" USING btree ("code_id");--> statement-breakpoint
CREATE INDEX "discount_code_target_category_idx" ON "discount_code_target" USING btree ("category_name");--> statement-breakpoint
CREATE INDEX "discount_code_target_product_idx" ON "discount_code_target" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "discount_code_target_brand_idx" ON "discount_code_target" USING btree ("brand_id");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_discount_code_id_discount_code_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_discount_code_idx" ON "order" USING btree ("discount_code_id","created_at","id") WHERE "order"."discount_code_id" is not null;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_discount_within_subtotal" CHECK ("order"."discount" between 0 and "order"."subtotal" and "order"."delivery_waived" >= 0);--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_discount_has_code" CHECK (("order"."discount_code_id" is null) = ("order"."discount_code" is null) and ("order"."discount_code_id" is not null or ("order"."discount" = 0 and "order"."delivery_waived" = 0)));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_total_is_subtotal_plus_shipping" CHECK ("order"."total" = "order"."subtotal" - "order"."discount" + "order"."shipping");--> statement-breakpoint
-- A discount code's kept figures (decision 064): what one order adds to its code (`sign` 1) or
-- takes away (-1). A use and the discount given while the order is not cancelled; its total as
-- sales while it counts as a sale (decision 037).
CREATE FUNCTION discount_code_add(o "order", sign integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE discount_code SET
    uses = uses + sign * (CASE WHEN o.status <> 'cancelled' THEN 1 ELSE 0 END),
    discount_given = discount_given
      + sign * (CASE WHEN o.status <> 'cancelled' THEN o.discount + o.delivery_waived ELSE 0 END),
    sales = sales + sign * (CASE WHEN order_is_sale(o.status, o.order_method) THEN o.total ELSE 0 END)
  WHERE id = o.discount_code_id
$$;
--> statement-breakpoint
CREATE FUNCTION discount_code_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.discount_code_id, OLD.status, OLD.order_method, OLD.total,
      OLD.discount, OLD.delivery_waived)
    IS NOT DISTINCT FROM (NEW.discount_code_id, NEW.status, NEW.order_method, NEW.total,
      NEW.discount, NEW.delivery_waived) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.discount_code_id IS NOT NULL THEN
    PERFORM discount_code_add(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.discount_code_id IS NOT NULL THEN
    PERFORM discount_code_add(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_discount_code_figures AFTER INSERT OR DELETE
  OR UPDATE OF discount_code_id, status, order_method, total, discount, delivery_waived ON "order"
  FOR EACH ROW EXECUTE FUNCTION discount_code_order_changed();
