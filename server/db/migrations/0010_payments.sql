CREATE TABLE "payment_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"phone" text,
	"amount" integer NOT NULL,
	"merchant_request_id" text,
	"checkout_request_id" text,
	"result_code" integer,
	"result_description" text,
	"receipt_number" text,
	"checks_made" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempt_checkout_request_id_unique" UNIQUE("checkout_request_id"),
	CONSTRAINT "payment_attempt_amount_positive" CHECK ("payment_attempt"."amount" > 0),
	CONSTRAINT "payment_attempt_method_known" CHECK ("payment_attempt"."method" in ('mpesa_stk', 'mpesa_manual')),
	CONSTRAINT "payment_attempt_status_known" CHECK ("payment_attempt"."status" in ('awaiting', 'paid', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "payment_method" text DEFAULT 'cash_on_delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempt" ADD CONSTRAINT "payment_attempt_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempt_order_idx" ON "payment_attempt" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempt_one_awaiting_idx" ON "payment_attempt" USING btree ("order_id","method") WHERE "payment_attempt"."status" = 'awaiting';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempt_receipt_paid_idx" ON "payment_attempt" USING btree ("receipt_number") WHERE "payment_attempt"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_attempt_next_check_idx" ON "payment_attempt" USING btree ("next_check_at") WHERE "payment_attempt"."status" = 'awaiting' and "payment_attempt"."method" = 'mpesa_stk';--> statement-breakpoint
CREATE INDEX "order_payment_status_created_at_idx" ON "order" USING btree ("payment_status","created_at","id");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_payment_status_known" CHECK ("order"."payment_status" in ('unpaid', 'awaiting_payment', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_payment_method_known" CHECK ("order"."payment_method" in ('mpesa_stk', 'mpesa_manual', 'cash_on_delivery'));