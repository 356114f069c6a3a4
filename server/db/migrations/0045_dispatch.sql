ALTER TABLE "order" ADD COLUMN "rider_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "rider_phone" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "courier_reference" text;--> statement-breakpoint
CREATE INDEX "order_open_created_at_idx" ON "order" USING btree ("created_at","id") WHERE "order"."status" not in ('delivered', 'cancelled');--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_dispatch_one_way" CHECK (num_nonnulls("order"."rider_id", "order"."rider_name", "order"."courier_name") <= 1 and ("order"."rider_name" is null) = ("order"."rider_phone" is null) and ("order"."courier_reference" is null or "order"."courier_name" is not null));--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_dispatch_lengths" CHECK (char_length("order"."rider_name") <= 80 and char_length("order"."rider_phone") <= 16 and char_length("order"."courier_name") <= 80 and char_length("order"."courier_reference") <= 40);