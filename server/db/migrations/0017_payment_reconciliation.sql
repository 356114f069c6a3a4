CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"source" text NOT NULL,
	"receipt_number" text,
	"amount" integer NOT NULL,
	"phone" text,
	"payer_name" text,
	"account_reference" text,
	"order_id" text,
	"attempt_id" integer,
	"issue" text,
	"taken_by" text,
	"recorded_by" text,
	"note" text,
	"refunded_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount" > 0),
	CONSTRAINT "payment_method_known" CHECK ("payment"."method" in ('mpesa', 'cash', 'card')),
	CONSTRAINT "payment_source_known" CHECK ("payment"."source" in ('prompt', 'paybill', 'code', 'door')),
	CONSTRAINT "payment_issue_known" CHECK ("payment"."issue" is null or "payment"."issue" in ('short', 'over', 'no_order', 'not_confirmed'))
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"actor" text NOT NULL,
	"message" text NOT NULL,
	"receipt_number" text,
	"amount" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"request_id" text,
	"outcome" text,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_payment_status_known";--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_payment_method_known";--> statement-breakpoint
ALTER TABLE "payment_attempt" DROP CONSTRAINT "payment_attempt_status_known";--> statement-breakpoint
DROP INDEX "payment_attempt_one_awaiting_idx";--> statement-breakpoint
DROP INDEX "payment_attempt_next_check_idx";--> statement-breakpoint
ALTER TABLE "payment_attempt" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "amount_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_attempt_id_payment_attempt_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempt"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipt_number_idx" ON "payment" USING btree ("receipt_number") WHERE "payment"."receipt_number" is not null;--> statement-breakpoint
CREATE INDEX "payment_received_at_idx" ON "payment" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempt_idx" ON "payment" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "payment_event_order_idx" ON "payment_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_message_received_at_idx" ON "payment_message" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_message_request_id_idx" ON "payment_message" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempt_one_live_idx" ON "payment_attempt" USING btree ("order_id","method") WHERE "payment_attempt"."status" in ('queued', 'sending', 'awaiting', 'unconfirmed');--> statement-breakpoint
CREATE INDEX "payment_attempt_queued_idx" ON "payment_attempt" USING btree ("created_at") WHERE "payment_attempt"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "payment_attempt_phone_created_at_idx" ON "payment_attempt" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempt_next_check_idx" ON "payment_attempt" USING btree ("next_check_at") WHERE "payment_attempt"."status" in ('sending', 'awaiting', 'unconfirmed') and "payment_attempt"."method" = 'mpesa_stk';--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_payment_status_known" CHECK ("order"."payment_status" in ('unpaid', 'awaiting_payment', 'part_paid', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_payment_method_known" CHECK ("order"."payment_method" in ('mpesa_stk', 'mpesa_manual', 'mpesa_paybill', 'cash_on_delivery'));--> statement-breakpoint
ALTER TABLE "payment_attempt" ADD CONSTRAINT "payment_attempt_status_known" CHECK ("payment_attempt"."status" in ('queued', 'sending', 'awaiting', 'unconfirmed', 'paid', 'failed'));--> statement-breakpoint
-- Decision 020: the money of orders paid before the ledger existed becomes payment rows, as
-- every payment is from now on; a refunded order's payment is marked refunded with it.
INSERT INTO "payment" ("method", "source", "receipt_number", "amount", "phone", "order_id", "attempt_id", "refunded_at", "received_at", "created_at")
SELECT 'mpesa', CASE a."method" WHEN 'mpesa_stk' THEN 'prompt' ELSE 'code' END, a."receipt_number", a."amount", a."phone", a."order_id", a."id",
  CASE WHEN o."payment_status" = 'refunded' THEN o."updated_at" END,
  coalesce(a."settled_at", a."updated_at"), coalesce(a."settled_at", a."updated_at")
FROM "payment_attempt" a JOIN "order" o ON o."id" = a."order_id"
WHERE a."status" = 'paid';--> statement-breakpoint
UPDATE "order" o SET "amount_paid" = p."counted"
FROM (SELECT "order_id", sum("amount")::int AS "counted" FROM "payment" WHERE "refunded_at" IS NULL GROUP BY "order_id") p
WHERE p."order_id" = o."id";
