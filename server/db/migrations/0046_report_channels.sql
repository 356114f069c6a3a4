CREATE TABLE "daily_channel_sales" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"discounts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_channel_sales_day_channel_pk" PRIMARY KEY("day","channel")
);
--> statement-breakpoint
-- An order's channel in reports (decision 078): its way in, or a staff order's channel.
CREATE FUNCTION order_report_channel(order_method text, channel text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN $1 = 'staff' THEN $2 ELSE $1 END
$$;
--> statement-breakpoint
-- What an order adds to its day and channel (`sign` 1) or takes away (-1), when it is a sale.
CREATE FUNCTION order_channel_sales(o "order", sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO daily_channel_sales AS s (day, channel, orders, sales, discounts)
  SELECT nairobi_day($1.created_at), order_report_channel($1.order_method, $1.channel),
    $2, $2 * $1.total, $2 * ($1.discount + $1.agreed_discount)
  WHERE order_is_sale($1.status, $1.order_method)
  ON CONFLICT (day, channel) DO UPDATE SET orders = s.orders + excluded.orders,
    sales = s.sales + excluded.sales, discounts = s.discounts + excluded.discounts
$$;
--> statement-breakpoint
CREATE FUNCTION order_channel_sales_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM order_channel_sales(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM order_channel_sales(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_channel_sales AFTER INSERT OR DELETE
    OR UPDATE OF created_at, total, status, order_method, channel, discount, agreed_discount
  ON "order" FOR EACH ROW EXECUTE FUNCTION order_channel_sales_changed();
--> statement-breakpoint
INSERT INTO daily_channel_sales (day, channel, orders, sales, discounts)
SELECT nairobi_day(created_at), order_report_channel(order_method, channel), count(*),
  sum(total), sum(discount + agreed_discount)
FROM "order" WHERE order_is_sale(status, order_method)
GROUP BY 1, 2;
