import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { user } from "../db/auth-schema";

/** What My Account shows and edits (SPEC §3 User). */
export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/**
 * The user's details as stored now (the session's copy may predate an edit).
 * @returns undefined when no such user exists.
 * @throws the database's error when it cannot be read.
 */
export async function readProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
    })
    .from(user)
    .where(eq(user.id, userId));
  return row;
}
