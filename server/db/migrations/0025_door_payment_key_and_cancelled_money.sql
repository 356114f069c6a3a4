ALTER TABLE "payment" DROP CONSTRAINT "payment_issue_known";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_idempotency_key_idx" ON "payment" USING btree ("idempotency_key") WHERE "payment"."idempotency_key" is not null;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_issue_known" CHECK ("payment"."issue" is null or "payment"."issue" in ('short', 'over', 'no_order', 'not_confirmed', 'order_cancelled'));