-- docs/decisions/062-staff-categories.md: staff add, rename, reorder and hide categories.
-- A renamed category's old names stay in category_redirect; its foreign key follows the
-- category's later renames (ON UPDATE CASCADE), so A→B→C still sends A to C. Names are unique
-- whatever their case. Every change goes through the category table, whose trigger (0007) tells
-- every process `catalog_changed`.
CREATE TABLE "category_redirect" (
	"old_name" text PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "category_redirect" ADD CONSTRAINT "category_redirect_category_name_category_name_fk" FOREIGN KEY ("category_name") REFERENCES "public"."category"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "category_name_lower_idx" ON "category" USING btree (lower("name"));
