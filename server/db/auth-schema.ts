import { relations, sql } from "drizzle-orm";
import {
  check,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { staffRoles } from "#contracts/staff-roles.ts";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * Account roles (SPEC §3); 'customer' at registration; 'admin' (staff) by create-admin or an
 * accepted staff invitation, with a staff role (docs/decisions/072-staff-roles.md).
 */
export const userRoles = ["customer", "admin"] as const;

/**
 * Better Auth's user (DESIGN §5) with SPEC §3's fields. Property names are Better Auth's
 * field names (its Drizzle adapter maps by them); `name` holds "first last".
 */
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    role: text("role", { enum: userRoles }).notNull().default("customer"),
    /** A staff member's role, set exactly when `role` is 'admin' (decision 072). */
    staffRole: text("staff_role", { enum: staffRoles }),
    /** When the owner disabled this staff member: they cannot sign in (decision 072). */
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The customer account a phone's guest orders belong to: its oldest (decision 041).
  (t) => [
    check("user_staff_role_with_admin", sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
    index("user_customer_phone_idx")
      .on(t.phone, t.createdAt, t.id)
      .where(sql`${t.role} = 'customer'`),
  ],
);

/** A signed-in browser: its token is in an httpOnly cookie. */
export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

/** A way to sign in; for e-mail and password, `password` is Better Auth's hash. */
export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

/**
 * How sessions and accounts belong to users, for Better Auth's joins (`advanced.database.joins`):
 * reading a request's session and its user is one query instead of two.
 */
export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));

export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

/** Single-use, expiring tokens, e.g. password resets. */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Better Auth's per-address request counters, shared by every process. `lastRequest` in ms. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Failed logins per (e-mail address, client address) in the current window, so a stranger's
 * failures never lock the owner out (decision 017; server/accounts/login-failures.ts).
 */
export const loginFailure = pgTable(
  "login_failure",
  {
    email: text("email").notNull(),
    clientAddress: text("client_address").notNull(),
    count: integer("count").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.clientAddress] }),
    index("login_failure_client_address_idx").on(t.clientAddress),
  ],
);
