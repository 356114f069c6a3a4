ALTER TABLE "order" DROP CONSTRAINT "order_total_is_subtotal_plus_shipping";--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_discount_within_subtotal";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "agreed_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "agreed_reason" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "agreed_by" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "catalogue_price" integer;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_agreement_named" CHECK (("order"."agreed_reason" is null) = ("order"."agreed_by" is null) and ("order"."agreed_by" is null) = ("order"."agreed_at" is null) and ("order"."agreed_discount" = 0 or "order"."agreed_reason" is not null));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_total_is_subtotal_plus_shipping" CHECK ("order"."total" = "order"."subtotal" - "order"."discount" - "order"."agreed_discount" + "order"."shipping");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_discount_within_subtotal" CHECK ("order"."discount" >= 0 and "order"."agreed_discount" >= 0 and "order"."discount" + "order"."agreed_discount" <= "order"."subtotal" and "order"."delivery_waived" >= 0);--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_agreed_below_catalogue" CHECK ("order_item"."catalogue_price" is null or "order_item"."catalogue_price" > "order_item"."price");