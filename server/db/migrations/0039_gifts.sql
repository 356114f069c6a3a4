ALTER TABLE "order" DROP CONSTRAINT "order_total_is_subtotal_plus_shipping";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_recipient_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_recipient_phone" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_message" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_wrapping" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_gift_complete" CHECK ("order"."gift_wrapping" >= 0 and ("order"."gift_recipient_name" is not null or ("order"."gift_recipient_phone" is null and "order"."gift_message" is null and "order"."gift_wrapping" = 0)));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_total_is_subtotal_plus_shipping" CHECK ("order"."total" = "order"."subtotal" - "order"."discount" - "order"."agreed_discount" + "order"."shipping" + "order"."gift_wrapping");