CREATE TABLE "back_in_stock_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"size_id" text NOT NULL,
	"channel" text NOT NULL,
	"contact" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_request_channel_known" CHECK ("back_in_stock_request"."channel" in ('sms', 'email')),
	CONSTRAINT "back_in_stock_request_status_known" CHECK ("back_in_stock_request"."status" in ('waiting', 'due', 'sent', 'opted_out', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "mail_opt_out" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_consent" (
	"contact" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"order_id" text,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_channel_known" CHECK ("marketing_consent"."channel" in ('sms', 'email')),
	CONSTRAINT "marketing_consent_source_known" CHECK ("marketing_consent"."source" in ('registration', 'checkout'))
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_request" ADD CONSTRAINT "back_in_stock_request_size_id_product_size_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_size"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_request_open_idx" ON "back_in_stock_request" USING btree ("size_id","contact") WHERE "back_in_stock_request"."status" in ('waiting', 'due');--> statement-breakpoint
CREATE INDEX "back_in_stock_request_due_idx" ON "back_in_stock_request" USING btree ("id") WHERE "back_in_stock_request"."status" = 'due';--> statement-breakpoint
-- Decision 066: when a size goes from out of stock to in stock — by any path: Update Products,
-- Mark In, Edit product, a cancelled order's units, the CSV import — its waiting requests become
-- due (an update by the open requests' index), and the back-in-stock job is told.
CREATE OR REPLACE FUNCTION mark_back_in_stock_due() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE back_in_stock_request SET status = 'due', due_at = now()
    WHERE size_id = NEW.id AND status = 'waiting';
  IF FOUND THEN
    PERFORM pg_notify('back_in_stock_due', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_size_back_in_stock
  AFTER UPDATE OF in_stock ON product_size
  FOR EACH ROW
  WHEN (NEW.in_stock AND NOT OLD.in_stock AND NEW.archived_at IS NULL)
  EXECUTE FUNCTION mark_back_in_stock_due();
