import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/auth-schema";
import type { Auth } from "./auth";

/** What create-admin did: promoted an existing account, or created one with this password. */
export type AdminOutcome = { created: false } | { created: true; password: string };

/**
 * Makes `email` an admin and owner (DESIGN §6, decision 072), enabled: promotes the account if it exists, otherwise creates it
 * with a random 20-character password, returned once (only its hash is stored).
 */
export async function createOrPromoteAdmin(
  db: Db,
  auth: Auth,
  email: string,
): Promise<AdminOutcome> {
  const address = email.trim().toLowerCase();
  const promoted = await db
    .update(user)
    .set({ role: "admin", staffRole: "owner", disabledAt: null, updatedAt: new Date() })
    .where(eq(user.email, address))
    .returning({ id: user.id });
  if (promoted.length > 0) return { created: false };
  const password = randomBytes(15).toString("base64url");
  const context = await auth.$context;
  const created = await context.internalAdapter.createUser(
    {
      email: address,
      name: "Loris Admin",
      firstName: "Loris",
      lastName: "Admin",
      phone: "",
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
  await db.update(user).set({ role: "admin", staffRole: "owner" }).where(eq(user.id, created.id));
  return { created: true, password };
}

/** The embedded demo's admin (DESIGN §6). */
export const demoAdminEmail = "admin@loris.local";

/**
 * On the embedded demo's first start, creates admin@loris.local with a random password, stored
 * in DATA_DIR/admin-password.txt (mode 600); returns it to print once. Later starts, or an
 * existing file, do nothing.
 */
export async function createDemoAdminOnce(
  db: Db,
  auth: Auth,
  dataDir: string,
): Promise<string | undefined> {
  const file = path.join(dataDir, "admin-password.txt");
  if (fs.existsSync(file)) return undefined;
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, demoAdminEmail));
  if (existing) return undefined;
  const outcome = await createOrPromoteAdmin(db, auth, demoAdminEmail);
  if (!outcome.created) return undefined;
  fs.writeFileSync(file, `${demoAdminEmail}\n${outcome.password}\n`, { mode: 0o600 });
  return outcome.password;
}
