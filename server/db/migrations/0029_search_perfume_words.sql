-- docs/decisions/058-search-perfume-words.md: a product's perfume words (its brand's name, its
-- concentration's label and short name, its families' labels, its notes' names) join its
-- search document. A generated column cannot read the brand and note tables, so the database
-- keeps `facts_text` by triggers; the labels below are contracts/perfume.ts's, whose checks
-- (migration 0028) a new concentration or family changes in a migration as well.
ALTER TABLE "product" ADD COLUMN "facts_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_facts_text(of_brand text, of_concentration text, of_families text[],
  of_notes text[]) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ',
    (SELECT name FROM brand WHERE id = of_brand),
    CASE of_concentration
      WHEN 'extrait' THEN 'Extrait de Parfum'
      WHEN 'edp' THEN 'Eau de Parfum EDP'
      WHEN 'edt' THEN 'Eau de Toilette EDT'
      WHEN 'edc' THEN 'Eau de Cologne EDC'
      WHEN 'body-mist' THEN 'Body mist'
      WHEN 'perfume-oil' THEN 'Perfume oil'
    END,
    (SELECT string_agg(CASE family
        WHEN 'amber' THEN 'Amber (Oriental)'
        WHEN 'aromatic' THEN 'Aromatic (Fougère) Fougere'
        ELSE initcap(family)
      END, ' ' ORDER BY position)
      FROM unnest(of_families) WITH ORDINALITY AS chosen(family, position)),
    (SELECT string_agg(note.name, ' ' ORDER BY position)
      FROM unnest(of_notes) WITH ORDINALITY AS chosen(slug, position)
      JOIN note ON note.slug = chosen.slug)
  );
$$;
--> statement-breakpoint
-- Any write naming a fact, or facts_text itself, recomputes it: the brand and note triggers
-- below touch facts_text to have it recomputed, and no writer can set it to something else.
CREATE FUNCTION product_facts_text_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.facts_text := product_facts_text(NEW.brand_id, NEW.concentration, NEW.families,
    NEW.top_notes || NEW.heart_notes || NEW.base_notes);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_facts_text
  BEFORE INSERT OR UPDATE OF brand_id, concentration, families, top_notes, heart_notes,
    base_notes, facts_text ON product
  FOR EACH ROW EXECUTE FUNCTION product_facts_text_kept();
--> statement-breakpoint
CREATE FUNCTION brand_name_facts_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product SET facts_text = facts_text WHERE brand_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER brand_name_facts_text
  AFTER UPDATE OF name ON brand
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION brand_name_facts_text();
--> statement-breakpoint
-- A note added, renamed or removed: the products naming its slug (product_note_slugs_idx).
CREATE FUNCTION note_name_facts_text() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product SET facts_text = facts_text
    WHERE note_slugs && ARRAY[CASE WHEN TG_OP = 'INSERT' THEN NEW.slug ELSE OLD.slug END,
      CASE WHEN TG_OP = 'DELETE' THEN OLD.slug ELSE NEW.slug END];
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER note_name_facts_text
  AFTER INSERT OR DELETE OR UPDATE OF slug, name ON note
  FOR EACH ROW EXECUTE FUNCTION note_name_facts_text();
--> statement-breakpoint
UPDATE product SET facts_text = facts_text;--> statement-breakpoint
ALTER TABLE "product" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', coalesce("category", '')), 'B') || setweight(to_tsvector('simple', "facts_text"), 'B') || setweight(to_tsvector('simple', "description"), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product" USING gin ("search_vector");
