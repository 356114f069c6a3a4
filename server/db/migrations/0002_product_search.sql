ALTER TABLE "product" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "name")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', coalesce("category", '')), 'B') || setweight(to_tsvector('simple', "description"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_name_vector_idx" ON "product" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gist ("name" gist_trgm_ops);