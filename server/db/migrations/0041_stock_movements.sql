CREATE TABLE "stock_movement" (
	"id" serial PRIMARY KEY NOT NULL,
	"size_id" text NOT NULL,
	"product_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"reference" text,
	"unit_cost" integer,
	"level_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movement_delta_not_zero" CHECK ("stock_movement"."delta" <> 0),
	CONSTRAINT "stock_movement_level_after_not_negative" CHECK ("stock_movement"."level_after" >= 0),
	CONSTRAINT "stock_movement_reason_known" CHECK ("stock_movement"."reason" in ('sold', 'order_cancelled', 'returned', 'received', 'stock_take', 'damaged', 'correction')),
	CONSTRAINT "stock_movement_unit_cost_on_receipts" CHECK ("stock_movement"."unit_cost" is null or ("stock_movement"."reason" = 'received' and "stock_movement"."unit_cost" >= 0))
);
--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_size_id_product_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_size"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movement" ADD CONSTRAINT "stock_movement_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movement_product_idx" ON "stock_movement" USING btree ("product_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movement_size_idx" ON "stock_movement" USING btree ("size_id");--> statement-breakpoint
-- Every change of a size's kept level, tracked or not (a null level counts as 0), writes its
-- movement in the same statement (decision 073), so the movements of a size add up to its level.
-- Why and by whom come from the transaction's settings, set by server/catalog/stock.ts; a write
-- that sets none is a correction by the system.
CREATE OR REPLACE FUNCTION record_stock_movement() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before_level integer := 0;
  after_level integer := coalesce(NEW.stock_level, 0);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    before_level := coalesce(OLD.stock_level, 0);
  END IF;
  IF after_level = before_level THEN
    RETURN NULL;
  END IF;
  INSERT INTO stock_movement
    (size_id, product_id, delta, reason, actor_id, actor_name, reference, unit_cost, level_after)
  VALUES (
    NEW.id,
    NEW.product_id,
    after_level - before_level,
    coalesce(nullif(current_setting('loris.stock_reason', true), ''), 'correction'),
    nullif(current_setting('loris.stock_actor_id', true), ''),
    nullif(current_setting('loris.stock_actor_name', true), ''),
    nullif(current_setting('loris.stock_reference', true), ''),
    nullif(current_setting('loris.stock_unit_cost', true), '')::integer,
    after_level
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_size_stock_movement
  AFTER INSERT OR UPDATE OF stock_level ON product_size
  FOR EACH ROW
  EXECUTE FUNCTION record_stock_movement();--> statement-breakpoint
-- The opening level of every size tracked before movements were kept.
INSERT INTO stock_movement (size_id, product_id, delta, reason, reference, level_after)
  SELECT id, product_id, stock_level, 'correction', 'Opening level', stock_level
  FROM product_size
  WHERE stock_level is not null AND stock_level <> 0;
