-- docs/decisions/040-product-sizes.md: a page reads a product's sizes from the product's row, so a
-- card costs one table, as before sizes had rows of their own. `listed_sizes` is the sizes as
-- pages show them (contracts/product.ts ProductSize), in position order, written with the price
-- and availability by the same trigger; a change of stock level alone leaves it as it is.
ALTER TABLE "product" ADD COLUMN "listed_sizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_listing(listed text) RETURNS void
LANGUAGE sql AS $$
  UPDATE product p SET price = s.price, in_stock = s.in_stock, listed_sizes = s.sizes
  FROM (
    SELECT coalesce(min(price) FILTER (WHERE in_stock), min(price)) AS price,
      bool_or(in_stock) AS in_stock,
      jsonb_agg(jsonb_build_object('id', id, 'label', label, 'price', price,
        'compareAtPrice', compare_at_price, 'sku', sku, 'inStock', in_stock)
        ORDER BY position) AS sizes
    FROM product_size WHERE product_id = listed
  ) s
  WHERE p.id = listed AND s.price IS NOT NULL
    AND (p.price, p.in_stock, p.listed_sizes) IS DISTINCT FROM (s.price, s.in_stock, s.sizes);
$$;
--> statement-breakpoint
DROP TRIGGER product_size_listing ON product_size;--> statement-breakpoint
CREATE TRIGGER product_size_listing
  AFTER INSERT OR DELETE
    OR UPDATE OF id, product_id, label, position, price, compare_at_price, sku, in_stock
  ON product_size
  FOR EACH ROW EXECUTE FUNCTION product_size_listing_changed();
--> statement-breakpoint
SELECT refresh_product_listing(id) FROM product;
