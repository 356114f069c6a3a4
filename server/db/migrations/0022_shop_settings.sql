CREATE TABLE "shop_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_by_user_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_setting_value_length" CHECK (char_length("shop_setting"."value") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "shop_setting_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by" text NOT NULL,
	"changed_by_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_setting_change_changed_at_idx" ON "shop_setting_change" USING btree ("changed_at" DESC NULLS LAST);