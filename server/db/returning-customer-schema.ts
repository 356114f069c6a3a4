import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema";
import { deliveryAreas } from "./order-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A proof asked for of an account's e-mail or phone (docs/decisions/068-returning-customers.md):
 * a link by e-mail or a code by SMS, stored as its SHA-256 only. `address` is what is proved
 * (the e-mail lower-cased, the phone in E.164); `usedAt` set = proved. An account's e-mail or
 * phone is proved while a used proof of its current value exists, so changing it needs a new
 * proof. `tries` counts wrong codes.
 */
export const contactProof = pgTable(
  "contact_proof",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["email", "phone"] }).notNull(),
    address: text("address").notNull(),
    secretHash: text("secret_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("contact_proof_channel_known", sql`${t.channel} in ('email', 'phone')`),
    // An e-mail's link is found by its hash alone.
    uniqueIndex("contact_proof_secret_hash_idx").on(t.secretHash),
    // An account's proofs of one channel, newest first: the send limit, the code to check and
    // whether the current address is proved.
    index("contact_proof_user_channel_idx").on(t.userId, t.channel, t.createdAt.desc()),
  ],
);

/**
 * A signed-in customer's saved delivery address (decision 068): a short label, the delivery
 * area, the address or landmark and the town, as checkout takes them. At most
 * `savedAddressLimit` an account; one may be the default (a partial unique index).
 */
export const savedAddress = pgTable(
  "saved_address",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    deliveryArea: text("delivery_area", { enum: deliveryAreas }).notNull(),
    address: text("address").notNull(),
    city: text("city").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("saved_address_area_known", sql`${t.deliveryArea} in ('nairobi', 'elsewhere')`),
    index("saved_address_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("saved_address_one_default_idx")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
