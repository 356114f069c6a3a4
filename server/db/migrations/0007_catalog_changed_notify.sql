-- Custom SQL migration file, put your code below! --
-- Every process caches anonymous catalogue pages and clears them when the catalogue
-- changes. A statement-level trigger tells every listener, in whatever process wrote the change
-- (docs/decisions/011-performance.md). The payload names the table; notifications are sent at
-- commit, so a rolled-back change clears nothing.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER category_catalog_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON category
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
