CREATE TABLE "sms_opt_out" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gateway_message_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status_known" CHECK ("sms_outbox"."status" in ('queued', 'sending', 'sent', 'failed', 'unconfirmed', 'opted_out'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_order_kind_recipient_idx" ON "sms_outbox" USING btree ("order_id","kind","recipient");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" in ('queued', 'sending');