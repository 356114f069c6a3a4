import { eq } from "drizzle-orm";
import { profileTexts } from "#contracts/accounts.ts";
import { user } from "../db/auth-schema";
import type { AppServices } from "../services";
import type { AccountResult } from "./account-forms";
import { callAuth } from "./auth-call";

type Services = Pick<AppServices, "auth" | "config">;

/** My Account's details form, parsed (contracts/accounts.ts ProfileSchema). */
export interface ProfileInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  currentPassword?: string;
}

/**
 * Saves the signed-in user's first name, last name, phone and e-mail (SPEC §7 "update user",
 * "update e-mail"). A new e-mail needs the current password and must not belong to another
 * account. Errors: 'Current password is incorrect', 'Error updating profile: {message}' (SPEC §8).
 */
export async function updateProfile(
  services: Services & Pick<AppServices, "db">,
  request: Request,
  currentEmail: string,
  input: ProfileInput,
): Promise<AccountResult> {
  const cookies: string[] = [];
  if (input.email !== currentEmail) {
    const refusal = await refuseEmailChange(services, request, input);
    if (refusal) return { ok: false, ...refusal };
    const changed = await callAuth(services, request, "/change-email", { newEmail: input.email });
    if (changed.status >= 300) return profileError(changed.message ?? changed.status);
    cookies.push(...changed.cookies);
  }
  const { firstName, lastName, phone } = input;
  const name = `${firstName} ${lastName}`;
  const outcome = await callAuth(services, request, "/update-user", {
    firstName,
    lastName,
    phone,
    name,
  });
  if (outcome.status >= 300) return profileError(outcome.message ?? outcome.status);
  return { ok: true, cookies: [...cookies, ...outcome.cookies] };
}

const profileError = (reason: string | number): AccountResult => ({
  ok: false,
  error: `Error updating profile: ${reason}`,
});

/**
 * Why the e-mail may not change to `input.email` and the field that says so, or undefined when
 * it may.
 */
async function refuseEmailChange(
  { auth, db }: Pick<AppServices, "auth" | "db">,
  request: Request,
  input: ProfileInput,
): Promise<{ error: string; field: keyof ProfileInput } | undefined> {
  if (!input.currentPassword) {
    return { error: profileTexts.emailNeedsPassword, field: "currentPassword" };
  }
  try {
    await auth.api.verifyPassword({
      body: { password: input.currentPassword },
      headers: request.headers,
    });
  } catch {
    return { error: profileTexts.wrongPassword, field: "currentPassword" };
  }
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, input.email));
  return taken ? { error: profileTexts.emailTaken, field: "email" } : undefined;
}

/**
 * Changes the password after checking the current one (SPEC §7 re-authenticate then update);
 * other sessions end. Errors (SPEC §8): 'Current password is incorrect', otherwise
 * 'Error updating password: {message}'.
 */
export async function changePassword(
  services: Services,
  request: Request,
  input: { currentPassword: string; password: string },
): Promise<AccountResult> {
  const outcome = await callAuth(services, request, "/change-password", {
    currentPassword: input.currentPassword,
    newPassword: input.password,
    revokeOtherSessions: true,
  });
  if (outcome.status < 300) return { ok: true, cookies: outcome.cookies };
  if (outcome.code === "INVALID_PASSWORD") {
    return { ok: false, error: profileTexts.wrongPassword, field: "currentPassword" };
  }
  return { ok: false, error: `Error updating password: ${outcome.message ?? outcome.status}` };
}
