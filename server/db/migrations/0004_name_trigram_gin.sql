DROP INDEX "product_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "product_name_trigram_idx" ON "product" USING gin ("name" gin_trgm_ops);