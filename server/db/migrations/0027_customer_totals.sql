CREATE TABLE "customer_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	"lifetime_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_totals_one_row" CHECK ("customer_totals"."id")
);
--> statement-breakpoint
-- What a customer row's change adds to the totals: itself and its lifetime value, or their
-- difference. Deferred to commit (below): every writer then takes this row's lock last, after
-- the customers and days its statements locked, so no two writers wait on each other in a circle.
CREATE FUNCTION customer_totals_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added_customers integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
  added_value bigint := CASE WHEN TG_OP <> 'DELETE' THEN NEW.lifetime_value ELSE 0 END
    - CASE WHEN TG_OP <> 'INSERT' THEN OLD.lifetime_value ELSE 0 END;
BEGIN
  IF (added_customers, added_value) <> (0, 0) THEN
    INSERT INTO customer_totals AS t (id, customers, lifetime_value)
    VALUES (true, added_customers, added_value)
    ON CONFLICT (id) DO UPDATE SET customers = t.customers + excluded.customers,
      lifetime_value = t.lifetime_value + excluded.lifetime_value;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO customer_totals (id, customers, lifetime_value)
SELECT true, count(*), coalesce(sum(lifetime_value), 0) FROM customer;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customer_totals AFTER INSERT OR DELETE OR UPDATE OF lifetime_value
  ON customer DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION customer_totals_changed();
