CREATE TABLE "daily_payment_methods" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_payment_methods_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
CREATE TABLE "daily_staff_sales" (
	"day" date NOT NULL,
	"staff" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_staff_sales_day_staff_pk" PRIMARY KEY("day","staff")
);
--> statement-breakpoint
-- What an order adds to its day and the staff member who keyed it in (`sign` 1) or takes away
-- (-1), when it is a sale (decision 081).
CREATE FUNCTION order_staff_sales(o "order", sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO daily_staff_sales AS s (day, staff, orders, sales)
  SELECT nairobi_day($1.created_at), coalesce($1.entered_by, ''), $2, $2 * $1.total
  WHERE order_is_sale($1.status, $1.order_method)
  ON CONFLICT (day, staff) DO UPDATE SET orders = s.orders + excluded.orders,
    sales = s.sales + excluded.sales
$$;
--> statement-breakpoint
CREATE FUNCTION order_staff_sales_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM order_staff_sales(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM order_staff_sales(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- What a payment adds to the day it arrived and its method, a refunded one nothing (decision 081).
CREATE FUNCTION payment_method_received(p payment, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO daily_payment_methods AS s (day, method, payments, received)
  SELECT nairobi_day($1.received_at), $1.method, $2, $2 * $1.amount
  WHERE $1.refunded_at IS NULL
  ON CONFLICT (day, method) DO UPDATE SET payments = s.payments + excluded.payments,
    received = s.received + excluded.received
$$;
--> statement-breakpoint
CREATE FUNCTION payment_method_received_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM payment_method_received(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM payment_method_received(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO daily_staff_sales (day, staff, orders, sales)
SELECT nairobi_day(created_at), coalesce(entered_by, ''), count(*), sum(total)
FROM "order" WHERE order_is_sale(status, order_method)
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO daily_payment_methods (day, method, payments, received)
SELECT nairobi_day(received_at), method, count(*), sum(amount)
FROM payment WHERE refunded_at IS NULL
GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER order_staff_sales AFTER INSERT OR DELETE
    OR UPDATE OF created_at, total, status, order_method, entered_by
  ON "order" FOR EACH ROW EXECUTE FUNCTION order_staff_sales_changed();
--> statement-breakpoint
CREATE TRIGGER payment_method_received AFTER INSERT OR DELETE
    OR UPDATE OF received_at, method, amount, refunded_at
  ON payment FOR EACH ROW EXECUTE FUNCTION payment_method_received_changed();
