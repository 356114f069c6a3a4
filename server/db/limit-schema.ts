import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The count of one fixed-window limit (docs/decisions/017-abuse-limits.md,
 * 029-quiet-edges.md): what `scope` counts ('order', 'guest-cart', 'password-reset') under
 * `key` (a client address, an account id) since `windowStartedAt`. Kept in the database so
 * every process shares the count (DESIGN §1); server/limits/window-count.ts writes it.
 */
export const rateWindow = pgTable(
  "rate_window",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
