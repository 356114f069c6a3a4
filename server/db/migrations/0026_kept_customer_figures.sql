CREATE TABLE "customer" (
	"key" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"name" text,
	"email" text,
	"phone" text,
	"phone_digits" text GENERATED ALWAYS AS (regexp_replace("phone", '\D', '', 'g')) STORED,
	"joined_at" timestamp with time zone NOT NULL,
	"first_order_at" timestamp with time zone,
	"last_order_at" timestamp with time zone,
	"order_count" integer DEFAULT 0 NOT NULL,
	"lifetime_value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"unpaid" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales" (
	"product_id" text PRIMARY KEY NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_created_at_idx";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "customer_key" text;--> statement-breakpoint
ALTER TABLE "product_sales" ADD CONSTRAINT "product_sales_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_joined_at_idx" ON "customer" USING btree ("joined_at" DESC NULLS FIRST,"key");--> statement-breakpoint
CREATE INDEX "customer_lifetime_value_idx" ON "customer" USING btree ("lifetime_value" DESC NULLS FIRST,"joined_at" DESC NULLS FIRST,"key");--> statement-breakpoint
CREATE INDEX "customer_name_trigram_idx" ON "customer" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customer_email_trigram_idx" ON "customer" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customer_phone_trigram_idx" ON "customer" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "customer_phone_digits_trigram_idx" ON "customer" USING gin ("phone_digits" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_sales_units_idx" ON "product_sales" USING btree ("units" DESC NULLS FIRST,"revenue" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_created_at_id_idx" ON "order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_customer_key_idx" ON "order" USING btree ("customer_key","created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_digest_day_idx" ON "mail_outbox" USING btree (("payload"->>'day')) WHERE "mail_outbox"."template" = 'daily-digest';--> statement-breakpoint
CREATE INDEX "user_customer_phone_idx" ON "user" USING btree ("phone","created_at","id") WHERE "user"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "payment_to_review_idx" ON "payment" USING btree ("received_at") WHERE "payment"."issue" is not null and "payment"."refunded_at" is null;--> statement-breakpoint
-- docs/decisions/047-kept-customer-figures.md: the admin's customers, daily figures and top
-- products are kept by these triggers in the transaction of the order, line, payment or account
-- that changes them, so no page regroups every order. A customer's row is recounted from its own
-- orders (order_customer_key_idx) under a lock on the row; daily and product figures add what
-- each change adds or takes away.
--
-- Decision 037: an order counts as a sale unless cancelled or a WhatsApp order still awaiting its
-- chat. The one rule, which every kept figure below is counted by.
CREATE FUNCTION order_is_sale(status text, order_method text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT $1 <> 'cancelled' AND NOT ($2 = 'whatsapp' AND $1 = 'pending')
$$;
--> statement-breakpoint
-- The shop's day (Nairobi, UTC+3 all year) a moment falls on.
CREATE FUNCTION nairobi_day(at timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
  SELECT ($1 AT TIME ZONE 'Africa/Nairobi')::date
$$;
--> statement-breakpoint
-- Decision 041: whose an order is. The account it was placed from; else the oldest customer
-- account with its phone; else a guest by phone, else by e-mail (lower-cased), else by order.
CREATE FUNCTION order_key(o "order") RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    'account:' || coalesce($1.user_id, (
      SELECT u.id FROM "user" u
      WHERE u.role = 'customer' AND u.phone = nullif($1.phone, '')
      ORDER BY u.created_at, u.id LIMIT 1)),
    'phone:' || nullif($1.phone, ''),
    'email:' || lower(coalesce(nullif($1.email, ''), nullif($1.user_email, ''))),
    'order:' || $1.id)
$$;
--> statement-breakpoint
-- The guest key by phone an order without an account would have: the row that serialises its
-- placement with an account taking that phone, so that neither misses the other.
CREATE FUNCTION guest_phone_key(o "order") RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN $1.user_id IS NULL THEN 'phone:' || nullif($1.phone, '') END
$$;
--> statement-breakpoint
-- Locks customer `kept`'s row, making a placeholder when it has none (INSERT … ON CONFLICT, so
-- two new orders of one new phone queue here); refresh_customer fills or removes it.
CREATE FUNCTION lock_customer(kept text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOOP
    PERFORM 1 FROM customer WHERE key = kept FOR UPDATE;
    IF FOUND THEN RETURN; END IF;
    INSERT INTO customer (key, joined_at) VALUES (kept, 'epoch') ON CONFLICT (key) DO NOTHING;
    IF FOUND THEN RETURN; END IF;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Recounts customer `kept` from its orders (and its account): a customer account, or a guest
-- with orders, has a row; anyone else has none. Each statement reads what committed before.
CREATE FUNCTION refresh_customer(kept text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  account "user";
  t record;
BEGIN
  IF kept LIKE 'account:%' THEN
    SELECT * INTO account FROM "user" WHERE id = substr(kept, 9) AND role = 'customer';
  END IF;
  SELECT count(*)::integer AS order_count,
    coalesce(sum(total) FILTER (WHERE order_is_sale(status, order_method)), 0) AS lifetime_value,
    min(created_at) AS first_order_at, max(created_at) AS last_order_at,
    (array_agg(coalesce(nullif(full_name, ''), nullif(user_display_name, ''))
      ORDER BY created_at DESC, id DESC)
      FILTER (WHERE coalesce(nullif(full_name, ''), nullif(user_display_name, '')) IS NOT NULL))[1] AS name,
    (array_agg(coalesce(nullif(email, ''), nullif(user_email, '')) ORDER BY created_at DESC, id DESC)
      FILTER (WHERE coalesce(nullif(email, ''), nullif(user_email, '')) IS NOT NULL))[1] AS email,
    (array_agg(nullif(phone, '') ORDER BY created_at DESC, id DESC)
      FILTER (WHERE nullif(phone, '') IS NOT NULL))[1] AS phone
  INTO t FROM "order" WHERE customer_key = kept;
  IF account.id IS NULL AND (kept LIKE 'account:%' OR t.order_count = 0) THEN
    DELETE FROM customer WHERE key = kept;
    RETURN;
  END IF;
  INSERT INTO customer AS c (key, account_id, name, email, phone, joined_at, first_order_at,
    last_order_at, order_count, lifetime_value)
  VALUES (kept, account.id,
    CASE WHEN account.id IS NULL THEN t.name
      ELSE coalesce(nullif(trim(concat_ws(' ', account.first_name, account.last_name)), ''), account.name) END,
    CASE WHEN account.id IS NULL THEN t.email ELSE account.email END,
    CASE WHEN account.id IS NULL THEN t.phone ELSE nullif(account.phone, '') END,
    coalesce(account.created_at, t.first_order_at), t.first_order_at, t.last_order_at,
    t.order_count, t.lifetime_value)
  ON CONFLICT (key) DO UPDATE SET account_id = excluded.account_id, name = excluded.name,
    email = excluded.email, phone = excluded.phone, joined_at = excluded.joined_at,
    first_order_at = excluded.first_order_at, last_order_at = excluded.last_order_at,
    order_count = excluded.order_count, lifetime_value = excluded.lifetime_value
  WHERE (c.account_id, c.name, c.email, c.phone, c.joined_at, c.first_order_at, c.last_order_at,
      c.order_count, c.lifetime_value)
    IS DISTINCT FROM (excluded.account_id, excluded.name, excluded.email, excluded.phone,
      excluded.joined_at, excluded.first_order_at, excluded.last_order_at, excluded.order_count,
      excluded.lifetime_value);
END;
$$;
--> statement-breakpoint
-- Locks the customers `keys` (in key order, so two writers never wait on each other in a
-- circle), then recounts each.
CREATE FUNCTION keep_customers(keys text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  kept text;
BEGIN
  FOR kept IN SELECT DISTINCT k FROM unnest(keys) k WHERE k IS NOT NULL ORDER BY k LOOP
    PERFORM lock_customer(kept);
  END LOOP;
  FOR kept IN SELECT DISTINCT k FROM unnest(keys) k WHERE k IS NOT NULL ORDER BY k LOOP
    PERFORM refresh_customer(kept);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_customer_key_set() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR (OLD.user_id, OLD.phone) IS DISTINCT FROM (NEW.user_id, NEW.phone) THEN
    IF guest_phone_key(NEW) IS NOT NULL THEN PERFORM lock_customer(guest_phone_key(NEW)); END IF;
  END IF;
  NEW.customer_key := order_key(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION order_customer_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM keep_customers(ARRAY[NEW.customer_key, guest_phone_key(NEW)]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM keep_customers(ARRAY[OLD.customer_key]);
  ELSIF (OLD.user_id, OLD.phone) IS DISTINCT FROM (NEW.user_id, NEW.phone) THEN
    PERFORM keep_customers(ARRAY[OLD.customer_key, NEW.customer_key, guest_phone_key(NEW)]);
  ELSIF (OLD.customer_key, OLD.total, order_is_sale(OLD.status, OLD.order_method), OLD.created_at,
      OLD.full_name, OLD.user_display_name, OLD.email, OLD.user_email)
    IS DISTINCT FROM (NEW.customer_key, NEW.total, order_is_sale(NEW.status, NEW.order_method),
      NEW.created_at, NEW.full_name, NEW.user_display_name, NEW.email, NEW.user_email) THEN
    PERFORM keep_customers(ARRAY[OLD.customer_key, NEW.customer_key]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An account's phone, role or creation decides whose a phone's guest orders are (decision 041):
-- under the lock of each phone it had or has, its guest orders are keyed again.
CREATE FUNCTION user_customer_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_user "user" := CASE WHEN TG_OP <> 'INSERT' THEN OLD END;
  new_user "user" := CASE WHEN TG_OP <> 'DELETE' THEN NEW END;
  phones text[];
  kept text;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.phone, OLD.role, OLD.created_at) IS NOT DISTINCT FROM
      (NEW.phone, NEW.role, NEW.created_at) THEN
    IF (OLD.first_name, OLD.last_name, OLD.name, OLD.email) IS DISTINCT FROM
        (NEW.first_name, NEW.last_name, NEW.name, NEW.email) THEN
      PERFORM keep_customers(ARRAY['account:' || NEW.id]);
    END IF;
    RETURN NULL;
  END IF;
  phones := ARRAY(SELECT DISTINCT p FROM unnest(ARRAY[nullif(old_user.phone, ''),
    nullif(new_user.phone, '')]) p WHERE p IS NOT NULL ORDER BY p);
  FOREACH kept IN ARRAY phones LOOP PERFORM lock_customer('phone:' || kept); END LOOP;
  UPDATE "order" o SET customer_key = k.key
  FROM (SELECT x.id, order_key(x) AS key FROM "order" x
    WHERE x.user_id IS NULL AND x.phone = ANY (phones)) k
  WHERE o.id = k.id AND o.customer_key IS DISTINCT FROM k.key;
  PERFORM keep_customers(ARRAY['account:' || coalesce(new_user.id, old_user.id)]
    || ARRAY(SELECT 'phone:' || p FROM unnest(phones) p));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Adds to day `$1`'s figures: orders, sales, unpaid, paid, received (whole KSh).
CREATE FUNCTION add_daily_sales(date, integer, bigint, bigint, bigint, bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO daily_sales AS s (day, orders, sales, unpaid, paid, received)
  SELECT $1, $2, $3, $4, $5, $6 WHERE ($2, $3, $4, $5, $6) <> (0, 0, 0, 0, 0)
  ON CONFLICT (day) DO UPDATE SET orders = s.orders + excluded.orders,
    sales = s.sales + excluded.sales, unpaid = s.unpaid + excluded.unpaid,
    paid = s.paid + excluded.paid, received = s.received + excluded.received
$$;
--> statement-breakpoint
-- What an order adds to its day (`sign` 1) or takes away (-1): itself; its total when a sale;
-- what is still to collect of a sale, unless refunded (the dashboard's Unpaid).
CREATE FUNCTION order_daily_sales(o "order", sign integer) RETURNS void
LANGUAGE sql AS $$
  SELECT add_daily_sales(nairobi_day($1.created_at), $2,
    $2 * CASE WHEN order_is_sale($1.status, $1.order_method) THEN $1.total ELSE 0 END,
    $2 * CASE WHEN order_is_sale($1.status, $1.order_method) AND $1.payment_status <> 'refunded'
      THEN greatest($1.total - $1.amount_paid, 0) ELSE 0 END,
    0, 0)
$$;
--> statement-breakpoint
-- What a payment adds to the day it arrived: counted for an order (paid) and in all (received),
-- a refunded one neither (decision 020).
CREATE FUNCTION payment_daily_sales(p payment, sign integer) RETURNS void
LANGUAGE sql AS $$
  SELECT add_daily_sales(nairobi_day($1.received_at), 0, 0, 0,
    $2 * CASE WHEN $1.order_id IS NOT NULL AND $1.refunded_at IS NULL THEN $1.amount ELSE 0 END,
    $2 * CASE WHEN $1.refunded_at IS NULL THEN $1.amount ELSE 0 END)
$$;
--> statement-breakpoint
CREATE FUNCTION order_daily_sales_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM order_daily_sales(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM order_daily_sales(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION payment_daily_sales_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM payment_daily_sales(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM payment_daily_sales(NEW, 1); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Adds lines sold (`sign` 1) or takes them back (-1), in product order so two writers never wait
-- on each other in a circle.
CREATE FUNCTION add_sold_lines(lines order_item[], sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO product_sales AS s (product_id, units, revenue)
  SELECT l.product_id, $2 * sum(l.quantity), $2 * sum(l.quantity * l.price)
  FROM unnest($1) l GROUP BY l.product_id ORDER BY l.product_id
  ON CONFLICT (product_id) DO UPDATE SET units = s.units + excluded.units,
    revenue = s.revenue + excluded.revenue
$$;
--> statement-breakpoint
-- Lines added to, changed in or taken from an order that is a sale. (An order's own deletion
-- takes its lines back first: order_sale_changed.)
CREATE FUNCTION order_items_sold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM add_sold_lines(ARRAY(SELECT l::order_item FROM old_lines l JOIN "order" o ON o.id = l.order_id
      WHERE order_is_sale(o.status, o.order_method)), -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM add_sold_lines(ARRAY(SELECT l::order_item FROM new_lines l JOIN "order" o ON o.id = l.order_id
      WHERE order_is_sale(o.status, o.order_method)), 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order that becomes a sale adds its lines; one that stops being one, or goes, takes them back.
CREATE FUNCTION order_sale_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND order_is_sale(OLD.status, OLD.order_method);
  is_now boolean := TG_OP = 'UPDATE' AND order_is_sale(NEW.status, NEW.order_method);
BEGIN
  IF was <> is_now THEN
    PERFORM add_sold_lines(ARRAY(SELECT l FROM order_item l WHERE l.order_id = OLD.id),
      CASE WHEN is_now THEN 1 ELSE -1 END);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
-- The back-fill, before the triggers: each order's customer, each customer, each day and each
-- product from the orders, lines and payments already stored.
UPDATE "order" o SET customer_key = order_key(o);
--> statement-breakpoint
DO $$
BEGIN
  PERFORM refresh_customer(k) FROM (
    SELECT DISTINCT customer_key AS k FROM "order"
    UNION SELECT 'account:' || id FROM "user" WHERE role = 'customer') keys;
  PERFORM order_daily_sales(o, 1) FROM "order" o;
  PERFORM payment_daily_sales(p, 1) FROM payment p;
  PERFORM add_sold_lines(ARRAY(SELECT l FROM order_item l JOIN "order" o ON o.id = l.order_id
    WHERE order_is_sale(o.status, o.order_method)), 1);
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_customer_key BEFORE INSERT OR UPDATE OF user_id, phone, email, user_email
  ON "order" FOR EACH ROW EXECUTE FUNCTION order_customer_key_set();
--> statement-breakpoint
CREATE TRIGGER order_customer AFTER INSERT OR DELETE
    OR UPDATE OF customer_key, user_id, phone, total, status, order_method, created_at,
      full_name, user_display_name, email, user_email
  ON "order" FOR EACH ROW EXECUTE FUNCTION order_customer_changed();
--> statement-breakpoint
CREATE TRIGGER user_customer AFTER INSERT OR DELETE
    OR UPDATE OF phone, role, created_at, first_name, last_name, name, email
  ON "user" FOR EACH ROW EXECUTE FUNCTION user_customer_changed();
--> statement-breakpoint
CREATE TRIGGER order_daily_sales AFTER INSERT OR DELETE
    OR UPDATE OF created_at, total, status, order_method, amount_paid, payment_status
  ON "order" FOR EACH ROW EXECUTE FUNCTION order_daily_sales_changed();
--> statement-breakpoint
CREATE TRIGGER payment_daily_sales AFTER INSERT OR DELETE
    OR UPDATE OF amount, order_id, refunded_at, received_at
  ON payment FOR EACH ROW EXECUTE FUNCTION payment_daily_sales_changed();
--> statement-breakpoint
CREATE TRIGGER order_sale BEFORE DELETE OR UPDATE OF status, order_method
  ON "order" FOR EACH ROW EXECUTE FUNCTION order_sale_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_sold_inserted AFTER INSERT ON order_item
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_sold();
--> statement-breakpoint
CREATE TRIGGER order_items_sold_updated AFTER UPDATE ON order_item
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION order_items_sold();
--> statement-breakpoint
CREATE TRIGGER order_items_sold_deleted AFTER DELETE ON order_item
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_sold();
