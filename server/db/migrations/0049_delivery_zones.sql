CREATE TABLE "delivery_zone" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"area" text,
	"fee" integer NOT NULL,
	"delivery_time" text NOT NULL,
	"free_from" integer,
	"town" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zone_fee_in_range" CHECK ("delivery_zone"."fee" between 0 and 100000),
	CONSTRAINT "delivery_zone_free_from_in_range" CHECK ("delivery_zone"."free_from" is null or "delivery_zone"."free_from" >= 0),
	CONSTRAINT "delivery_zone_kind_fields" CHECK (("delivery_zone"."kind" = 'zone' and "delivery_zone"."area" in ('nairobi', 'elsewhere')) or ("delivery_zone"."kind" = 'pickup_point' and "delivery_zone"."area" is null and "delivery_zone"."town" <> '' and "delivery_zone"."directions" <> '' and "delivery_zone"."free_from" is null)),
	CONSTRAINT "delivery_zone_lengths" CHECK (char_length("delivery_zone"."name") between 1 and 60 and char_length("delivery_zone"."delivery_time") between 1 and 40 and char_length("delivery_zone"."town") <= 60 and char_length("delivery_zone"."directions") <= 300)
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "delivery_zone_id" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "delivery_zone_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "delivery_estimate" text;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_zone_name_idx" ON "delivery_zone" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_zone_position_idx" ON "delivery_zone" USING btree ("kind","position");