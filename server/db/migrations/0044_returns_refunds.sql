CREATE TABLE "order_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"way" text NOT NULL,
	"reference" text,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refund_amount_positive" CHECK ("order_refund"."amount" > 0),
	CONSTRAINT "order_refund_way_known" CHECK ("order_refund"."way" in ('mpesa_reversal', 'mpesa_b2c', 'cash', 'other'))
);
--> statement-breakpoint
CREATE TABLE "order_return" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text NOT NULL,
	"staff_id" text,
	"staff_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_return_quantity_1_to_99" CHECK ("order_return"."quantity" between 1 and 99),
	CONSTRAINT "order_return_condition_known" CHECK ("order_return"."condition" in ('restocked', 'damaged'))
);
--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_payment_status_known";--> statement-breakpoint
DROP INDEX "sms_outbox_order_kind_recipient_idx";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "amount_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return" ADD CONSTRAINT "order_return_order_item_id_order_item_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_idempotency_key_idx" ON "order_refund" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refund_order_idx" ON "order_refund" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refund_created_at_idx" ON "order_refund" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_return_order_idx" ON "order_return" USING btree ("order_id","order_item_id");--> statement-breakpoint
CREATE INDEX "order_return_idempotency_key_idx" ON "order_return" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_order_kind_recipient_idx" ON "sms_outbox" USING btree ("order_id","kind","recipient") WHERE "sms_outbox"."kind" <> 'order_refunded';--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_payment_status_known" CHECK ("order"."payment_status" in ('unpaid', 'awaiting_payment', 'part_paid', 'paid', 'failed', 'part_refunded', 'refunded'));--> statement-breakpoint
-- Decision 076: a refund adds its amount to the day it was made (a deleted order's refunds,
-- gone with it, take theirs away); refunds and returns are never changed once written.
CREATE FUNCTION order_refund_daily_sales() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r order_refund := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  INSERT INTO daily_sales AS s (day, refunded)
  VALUES (nairobi_day(r.created_at), CASE WHEN TG_OP = 'DELETE' THEN -r.amount ELSE r.amount END)
  ON CONFLICT (day) DO UPDATE SET refunded = s.refunded + excluded.refunded;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_refund_daily_sales AFTER INSERT OR DELETE ON order_refund
FOR EACH ROW EXECUTE FUNCTION order_refund_daily_sales();
--> statement-breakpoint
CREATE FUNCTION refuse_return_refund_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed once written', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_refund_unchanged BEFORE UPDATE ON order_refund
FOR EACH ROW EXECUTE FUNCTION refuse_return_refund_update();
--> statement-breakpoint
CREATE TRIGGER order_return_unchanged BEFORE UPDATE ON order_return
FOR EACH ROW EXECUTE FUNCTION refuse_return_refund_update();
