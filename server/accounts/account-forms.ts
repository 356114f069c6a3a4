import { z } from "zod";
import { accountTexts } from "#contracts/accounts.ts";
import { staffRoles } from "#contracts/staff-roles.ts";
import type { AppServices } from "../services";
import { callAuth, type AuthOutcome } from "./auth-call";
import { tooManyFailedLoginsCode } from "./login-failure-guard";
import type { ViewerUser } from "./viewer";

type Services = Pick<AppServices, "auth" | "config">;

/** A form's outcome: cookies to set on success, or SPEC §8's text. */
export type AccountResult =
  | { ok: true; cookies: string[] }
  /** `field`: the form field the refusal is about, marked like a schema's (decision 052). */
  | { ok: false; error: string; field?: string };

const success = (outcome: AuthOutcome): AccountResult => ({ ok: true, cookies: outcome.cookies });
const failure = (error: string): Extract<AccountResult, { ok: false }> => ({ ok: false, error });

/** A sign-in's outcome: as AccountResult, and on success the signed-in user's role. */
export type LogInResult =
  | (Extract<AccountResult, { ok: true }> & Pick<ViewerUser, "role" | "staffRole">)
  | Extract<AccountResult, { ok: false }>;

/** The part of Better Auth's sign-in answer that names the user's role (SPEC §3). */
const SignedInSchema = z.object({
  user: z.object({ role: z.string().nullish(), staffRole: z.string().nullish() }),
});

/**
 * Signs in with e-mail and password (SPEC §7); on success, the user's role and staff role as
 * Better Auth's answer names them (anything but 'admin' with a staff role reads as a customer,
 * as readSessionUser reads it). Errors (SPEC §8): 'Invalid email
 * or password. Please try again.'; 'Too many failed login attempts. Please try again later.'
 * when this (account, address) pair is over its limit; accountTexts.tooManyFromAddress when the
 * client address is (decision 017); otherwise the provider's message.
 */
export async function logIn(
  services: Services,
  request: Request,
  input: { email: string; password: string },
): Promise<LogInResult> {
  const outcome = await callAuth(services, request, "/sign-in/email", input);
  if (outcome.status < 300) {
    const answer = SignedInSchema.safeParse(outcome.body);
    const signedIn = answer.success ? answer.data.user : undefined;
    const staffRole = staffRoles.find((known) => known === signedIn?.staffRole) ?? null;
    const isAdmin = signedIn?.role === "admin" && staffRole !== null;
    return {
      ok: true,
      cookies: outcome.cookies,
      role: isAdmin ? "admin" : "customer",
      staffRole: isAdmin ? staffRole : null,
    };
  }
  if (outcome.status === 401) return failure(accountTexts.invalidCredentials);
  if (outcome.status === 429) {
    // Decision 017: only the (account, address) lock reads as SPEC §8's text; an address over its
    // own limits gets its own.
    const isPairLocked = outcome.code === tooManyFailedLoginsCode;
    return failure(isPairLocked ? accountTexts.tooManyAttempts : accountTexts.tooManyFromAddress);
  }
  return failure(outcome.message ?? accountTexts.loginFailed);
}

/** What registration asks for (SPEC §5), already checked by RegisterSchema. */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * Creates a customer account and signs it in (SPEC §7); the role is always 'customer'.
 * Errors (SPEC §8): 'This email is already registered. Please log in instead.', 'Please use a
 * stronger password.', accountTexts.tooManyFromAddress when the client address is over its
 * limit, otherwise the provider's message or 'Registration failed. Please try again.'
 */
export async function register(
  services: Services,
  request: Request,
  input: Registration,
): Promise<AccountResult> {
  const name = `${input.firstName} ${input.lastName}`;
  const outcome = await callAuth(services, request, "/sign-up/email", { ...input, name });
  if (outcome.status < 300) return success(outcome);
  if (outcome.code?.startsWith("USER_ALREADY_EXISTS")) return failure(accountTexts.emailInUse);
  if (outcome.code?.startsWith("PASSWORD_TOO")) return failure(accountTexts.weakPassword);
  if (outcome.status === 429) return failure(accountTexts.tooManyFromAddress);
  return failure(outcome.message ?? accountTexts.registerFailed);
}

/**
 * Sends a reset link by e-mail when the address has an account; the same answer either way
 * (no account enumeration). Errors: the provider's message or 'Failed to send reset email.
 * Please try again.'
 */
export async function requestPasswordReset(
  services: Services,
  request: Request,
  input: { email: string },
): Promise<AccountResult> {
  const outcome = await callAuth(services, request, "/request-password-reset", {
    email: input.email,
    redirectTo: `${services.config.publicUrl}/reset`,
  });
  if (outcome.status < 300) return success(outcome);
  return failure(outcome.message ?? accountTexts.resetFailed);
}

/** Why a reset link no longer works. */
export const resetLinkExpired =
  "This reset link has expired or was already used. Please ask for a new one.";

/**
 * Sets a new password with the token from the reset e-mail; the token works once and expires
 * (Better Auth's), and every session of the account ends.
 */
export async function resetPassword(
  services: Services,
  request: Request,
  input: { token: string; password: string },
): Promise<AccountResult> {
  const outcome = await callAuth(services, request, "/reset-password", {
    token: input.token,
    newPassword: input.password,
  });
  if (outcome.status < 300) return success(outcome);
  if (outcome.code === "INVALID_TOKEN") return failure(resetLinkExpired);
  return failure(outcome.message ?? accountTexts.resetFailed);
}

/** Ends this browser's session on the server; the cookies clear it in the browser. */
export async function logOut(services: Services, request: Request): Promise<string[]> {
  return (await callAuth(services, request, "/sign-out")).cookies;
}
