CREATE TABLE "daily_product_sales" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"size_label" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_product_sales_day_product_id_size_label_category_pk" PRIMARY KEY("day","product_id","size_label","category")
);
--> statement-breakpoint
ALTER TABLE "daily_product_sales" ADD CONSTRAINT "daily_product_sales_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds the lines of one order placed on `day` (`sign` 1) or takes them back (-1), by product,
-- size and category as sold, in key order so two writers never wait on each other in a circle.
CREATE FUNCTION add_daily_product_sales(lines order_item[], day date, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO daily_product_sales AS s (day, product_id, size_label, category, units, sales)
  SELECT $2, l.product_id, coalesce(l.size_label, ''), coalesce(l.category, ''),
    $3 * sum(l.quantity), $3 * sum(l.quantity * l.price)
  FROM unnest($1) l GROUP BY 2, 3, 4 ORDER BY 2, 3, 4
  ON CONFLICT (day, product_id, size_label, category) DO UPDATE SET units = s.units + excluded.units,
    sales = s.sales + excluded.sales
$$;
--> statement-breakpoint
-- Lines added to, changed in or taken from orders that are sales: one grouped statement per
-- side, joined to their orders by key (a batch of many orders' lines is one pass, not one per
-- order), in key order.
CREATE FUNCTION order_items_daily_product_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO daily_product_sales AS s (day, product_id, size_label, category, units, sales)
    SELECT nairobi_day(o.created_at), l.product_id, coalesce(l.size_label, ''),
      coalesce(l.category, ''), -sum(l.quantity), -sum(l.quantity * l.price)
    FROM old_lines l JOIN "order" o ON o.id = l.order_id
    WHERE order_is_sale(o.status, o.order_method)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, product_id, size_label, category) DO UPDATE
      SET units = s.units + excluded.units, sales = s.sales + excluded.sales;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO daily_product_sales AS s (day, product_id, size_label, category, units, sales)
    SELECT nairobi_day(o.created_at), l.product_id, coalesce(l.size_label, ''),
      coalesce(l.category, ''), sum(l.quantity), sum(l.quantity * l.price)
    FROM new_lines l JOIN "order" o ON o.id = l.order_id
    WHERE order_is_sale(o.status, o.order_method)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, product_id, size_label, category) DO UPDATE
      SET units = s.units + excluded.units, sales = s.sales + excluded.sales;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order that stops being a sale, moves day or goes takes its lines back from the day it was;
-- one that is a sale after the change adds them to its day. (Its deletion runs before its lines
-- go, while they are still there.)
CREATE FUNCTION order_daily_product_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was boolean := order_is_sale(OLD.status, OLD.order_method);
  is_now boolean := TG_OP = 'UPDATE' AND order_is_sale(NEW.status, NEW.order_method);
  lines order_item[];
BEGIN
  IF was = is_now AND (NOT was OR nairobi_day(OLD.created_at) = nairobi_day(NEW.created_at)) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
  END IF;
  lines := ARRAY(SELECT l FROM order_item l WHERE l.order_id = OLD.id);
  IF was THEN
    PERFORM add_daily_product_sales(lines, nairobi_day(OLD.created_at), -1);
  END IF;
  IF is_now THEN
    PERFORM add_daily_product_sales(lines, nairobi_day(NEW.created_at), 1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NULL END;
END;
$$;
--> statement-breakpoint
INSERT INTO daily_product_sales (day, product_id, size_label, category, units, sales)
SELECT nairobi_day(o.created_at), l.product_id, coalesce(l.size_label, ''), coalesce(l.category, ''),
  sum(l.quantity), sum(l.quantity * l.price)
FROM order_item l JOIN "order" o ON o.id = l.order_id
WHERE order_is_sale(o.status, o.order_method)
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER order_items_daily_product_sales_inserted AFTER INSERT ON order_item
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION order_items_daily_product_sales();
--> statement-breakpoint
CREATE TRIGGER order_items_daily_product_sales_updated AFTER UPDATE ON order_item
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION order_items_daily_product_sales();
--> statement-breakpoint
CREATE TRIGGER order_items_daily_product_sales_deleted AFTER DELETE ON order_item
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT
  EXECUTE FUNCTION order_items_daily_product_sales();
--> statement-breakpoint
CREATE TRIGGER order_daily_product_sales_changed AFTER UPDATE OF status, order_method, created_at
  ON "order" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.order_method IS DISTINCT FROM NEW.order_method
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION order_daily_product_sales();
--> statement-breakpoint
CREATE TRIGGER order_daily_product_sales_deleted BEFORE DELETE ON "order"
  FOR EACH ROW EXECUTE FUNCTION order_daily_product_sales();
