import { profileTexts } from "../../contracts/accounts";
import type { AppServices } from "../services";
import type { AccountResult } from "./account-forms";
import { callAuth } from "./auth-call";

type Services = Pick<AppServices, "auth" | "config">;

/**
 * Saves the signed-in user's first name, last name and phone (SPEC §7 "update user").
 * Errors: 'Error updating profile: {message}' (SPEC §8).
 */
export async function updateProfile(
  services: Services,
  request: Request,
  input: { firstName: string; lastName: string; phone: string },
): Promise<AccountResult> {
  const name = `${input.firstName} ${input.lastName}`;
  const outcome = await callAuth(services, request, "/update-user", { ...input, name });
  if (outcome.status < 300) return { ok: true, cookies: outcome.cookies };
  return { ok: false, error: `Error updating profile: ${outcome.message ?? outcome.status}` };
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
  if (outcome.code === "INVALID_PASSWORD") return { ok: false, error: profileTexts.wrongPassword };
  return { ok: false, error: `Error updating password: ${outcome.message ?? outcome.status}` };
}
