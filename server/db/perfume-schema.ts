import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A brand (docs/decisions/057-perfume-facts.md): `slug` names it in URLs (/brands/{slug}) and
 * never changes once pages link it; `story` a short paragraph for its page; `logoUrl` optional.
 */
export const brand = pgTable(
  "brand",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().unique(),
    slug: text("slug").notNull().unique(),
    story: text("story").notNull().default(""),
    logoUrl: text("logo_url"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("brand_name_length", sql`char_length(${t.name}) between 1 and 60`),
    check("brand_story_length", sql`char_length(${t.story}) <= 2000`),
  ],
);

/**
 * A note of the shop's vocabulary (vanilla, oud, bergamot …), which staff extend. Products name
 * notes by `slug` in their top, heart and base lists (schema.ts product).
 */
export const note = pgTable(
  "note",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("note_name_length", sql`char_length(${t.name}) between 1 and 40`)],
);
