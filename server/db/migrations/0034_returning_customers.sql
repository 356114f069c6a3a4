CREATE TABLE "contact_proof" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"secret_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_proof_channel_known" CHECK ("contact_proof"."channel" in ('email', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "saved_address" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"delivery_area" text NOT NULL,
	"address" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_address_area_known" CHECK ("saved_address"."delivery_area" in ('nairobi', 'elsewhere'))
);
--> statement-breakpoint
ALTER TABLE "contact_proof" ADD CONSTRAINT "contact_proof_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_address" ADD CONSTRAINT "saved_address_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_proof_secret_hash_idx" ON "contact_proof" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "contact_proof_user_channel_idx" ON "contact_proof" USING btree ("user_id","channel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_address_user_idx" ON "saved_address" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_address_one_default_idx" ON "saved_address" USING btree ("user_id") WHERE "saved_address"."is_default";--> statement-breakpoint
CREATE INDEX "order_guest_email_idx" ON "order" USING btree (lower("email")) WHERE "order"."user_id" is null;