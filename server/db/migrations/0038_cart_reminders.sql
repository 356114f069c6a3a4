CREATE TABLE "cart_reminder_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cart_reminder_totals_one_row" CHECK ("cart_reminder_totals"."id")
);
--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "reminder_contact" text;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "reminder_channel" text;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart" ADD COLUMN "reminder_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_consent" ADD COLUMN "cart_id" text;--> statement-breakpoint
CREATE INDEX "cart_reminder_due_idx" ON "cart" USING btree ("updated_at") WHERE ("user_id" is not null or "reminder_contact" is not null)
  and "reminded_at" is null
  and ("reminder_checked_at" is null or "reminder_checked_at" < "updated_at");--> statement-breakpoint
ALTER TABLE "cart" ADD CONSTRAINT "cart_reminder_channel_known" CHECK ("cart"."reminder_channel" is null or "cart"."reminder_channel" in ('sms', 'email'));--> statement-breakpoint
-- Hand-written (decision 067): the cart reminders' kept counts start with their one row.
INSERT INTO "cart_reminder_totals" ("id") VALUES (true) ON CONFLICT DO NOTHING;
