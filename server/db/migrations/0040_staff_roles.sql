CREATE TABLE "staff_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"staff_role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitation_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitation_email_lowercase" CHECK ("staff_invitation"."email" = lower("staff_invitation"."email"))
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitation" ADD CONSTRAINT "staff_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitation_pending_idx" ON "staff_invitation" USING btree ("created_at") WHERE "staff_invitation"."used_at" is null and "staff_invitation"."revoked_at" is null;--> statement-breakpoint
-- Every admin before roles ran the whole shop: they become owners (decision 072).
UPDATE "user" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_staff_role_with_admin" CHECK (("user"."role" = 'admin') = ("user"."staff_role" is not null));