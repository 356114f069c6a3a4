-- A discount code's kept figures move when the order's transaction commits, not when its row is
-- written (decision 064): every order with one code updates that code's row, and a row lock
-- taken at commit is held for the commit alone, so orders with a popular code no longer queue
-- behind each other's whole placement.
DROP TRIGGER order_discount_code_figures ON "order";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_discount_code_figures AFTER INSERT OR DELETE
  OR UPDATE OF discount_code_id, status, order_method, total, discount, delivery_waived ON "order"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION discount_code_order_changed();
