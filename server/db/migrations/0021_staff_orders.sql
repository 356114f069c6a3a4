ALTER TABLE "order" DROP CONSTRAINT "order_method_known";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "entered_by_user_id" text;--> statement-breakpoint
CREATE INDEX "order_phone_created_at_idx" ON "order" USING btree ("phone","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_channel_for_staff" CHECK (("order"."order_method" = 'staff') = ("order"."channel" is not null and "order"."entered_by" is not null));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_method_known" CHECK ("order"."order_method" in ('website', 'whatsapp', 'staff'));