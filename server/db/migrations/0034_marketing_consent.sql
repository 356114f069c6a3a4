CREATE TABLE "marketing_consent" (
	"contact" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"user_id" text,
	"order_id" text,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consent_channel_known" CHECK ("marketing_consent"."channel" in ('sms', 'email')),
	CONSTRAINT "marketing_consent_source_known" CHECK ("marketing_consent"."source" in ('registration', 'checkout'))
);
