-- Custom SQL migration file, put your code below! --
-- docs/decisions/027-catalogue-change-notification.md: `catalog_changed` clears every process's
-- page cache, suggestions and catalogue reads, so an update of a product tells them only when it
-- changes what a page, a suggestion or a listing's order shows: its id, name, description, price,
-- category, gender, availability, best-seller mark, sizes, image or creation date (the 'newest'
-- order). A sale that leaves a product in stock changes its stock level and updated_at alone and
-- tells no one; a sell-out or a restock flips in_stock (DESIGN §6's stock rule in
-- server/catalog/stock.ts) and does. Inserts, deletes and truncates still tell them once per
-- statement; the category table's trigger (0007) is unchanged. Row-level notifications of one
-- transaction with the same payload are delivered once, at commit.
DROP TRIGGER IF EXISTS product_catalog_changed ON product;
--> statement-breakpoint
CREATE TRIGGER product_catalog_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_shown_columns_changed
  AFTER UPDATE ON product
  FOR EACH ROW
  WHEN (
    (OLD.id, OLD.name, OLD.description, OLD.price, OLD.category, OLD.gender, OLD.in_stock,
      OLD.is_best_seller, OLD.sizes, OLD.image_url, OLD.created_at)
    IS DISTINCT FROM
    (NEW.id, NEW.name, NEW.description, NEW.price, NEW.category, NEW.gender, NEW.in_stock,
      NEW.is_best_seller, NEW.sizes, NEW.image_url, NEW.created_at)
  )
  EXECUTE FUNCTION notify_catalog_changed();
