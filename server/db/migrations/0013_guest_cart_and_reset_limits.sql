CREATE TABLE "rate_window" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_window_scope_key_pk" PRIMARY KEY("scope","key")
);
