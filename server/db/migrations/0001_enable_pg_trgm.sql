-- Custom SQL migration file, put your code below! --
-- drizzle-kit cannot express extensions; the trigram indexes of the next migration need it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
