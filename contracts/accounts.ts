// zod/mini: these schemas also check the forms in the browser, where bytes count.
import { z } from "zod/mini";
import { invalidKenyanPhoneText, normalizeKenyanPhone } from "./kenyan-phone";
import { fieldIssue, requiredFields } from "./field-issues";
import { storable } from "./storable-text";
import { withinLength } from "./text-limit";

/** SPEC §5 and §8 texts of login, registration and password reset. */
export const accountTexts = {
  loginRequired: "Please enter both email and password",
  /** Each login field's own message, beside it when it is left empty (decision 052). */
  loginMissing: {
    email: "Please enter your email",
    password: "Please enter your password",
  },
  invalidCredentials: "Invalid email or password. Please try again.",
  tooManyAttempts: "Too many failed login attempts. Please try again later.",
  /** Decision 017: a client address over its own limit, whichever accounts it tried. */
  tooManyFromAddress:
    "Too many sign-in attempts from your network. Please wait a few minutes and try again.",
  loginFailed: "Login failed. Please try again.",
  registerRequired: "Please fill out all fields",
  /** Each registration field's own message, beside it when it is left empty (decision 052). */
  registerMissing: {
    firstName: "Please enter your first name",
    lastName: "Please enter your last name",
    email: "Please enter your email",
    phone: "Please enter your phone number",
    password: "Please choose a password",
  },
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters long",
  emailInUse: "This email is already registered. Please log in instead.",
  weakPassword: "Please use a stronger password.",
  registerFailed: "Registration failed. Please try again.",
  resetRequired: "Please enter your email to reset password",
  resetSent: "Password reset email sent. Please check your inbox.",
  resetFailed: "Failed to send reset email. Please try again.",
  passwordsDiffer: "New passwords don't match",
} as const;

/** SPEC §9: the shortest password. */
export const minPasswordLength = 6;

/** The account forms' longest texts in characters (their inputs' `maxLength`; decision 016). */
export const accountFieldMaxLengths = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  email: 254,
  password: 128,
} as const;

const text = (label: string, max: number) =>
  z.string().check(z.trim(), storable(label), withinLength(label, max));
/** An e-mail field as every account form takes it: trimmed, lower case, storable, ≤ 254. */
export const email = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    storable("Email"),
    withinLength("Email", accountFieldMaxLengths.email),
  );
const password = (label: string) =>
  z.string().check(storable(label), withinLength(label, accountFieldMaxLengths.password));

/**
 * A phone as every account form takes it: blank, or a Kenyan number however it is typed,
 * stored in E.164 (contracts/kenyan-phone.ts); anything else is refused with
 * invalidKenyanPhoneText.
 */
const phone = z.pipe(
  text("Phone", accountFieldMaxLengths.phone).check(
    z.refine((value) => !value || normalizeKenyanPhone(value) !== null, {
      error: invalidKenyanPhoneText,
    }),
  ),
  z.transform((value) => (value ? (normalizeKenyanPhone(value) ?? value) : "")),
);

/**
 * The account's own text fields, trimmed, as every form and Better Auth's endpoints take them:
 * names of at most 100 characters, no control character (decision 016), and the phone in
 * E.164.
 */
export const accountFieldSchemas = {
  firstName: text("First name", accountFieldMaxLengths.firstName),
  lastName: text("Last name", accountFieldMaxLengths.lastName),
  phone,
};

/**
 * The login form (SPEC §5): both fields needed, each refused one with its own message after
 * 'Please enter both email and password' (decision 052).
 */
export const LoginSchema = z
  .object({ email, password: z.string().check(storable("Password")) })
  .check(requiredFields(accountTexts.loginRequired, accountTexts.loginMissing));

/** Refuses an e-mail that is given but does not look valid (SPEC §5), on its own field. */
function checkEmailShape(ctx: z.core.ParsePayload<{ email: string }>): void {
  if (ctx.value.email && !z.email().safeParse(ctx.value.email).success) {
    ctx.issues.push(fieldIssue("email", accountTexts.invalidEmail, ctx.value));
  }
}

/**
 * The registration form (SPEC §5): every field needed, a valid e-mail, 6+ characters. Each
 * refused field gets its own issue (decision 052), after one for the whole form with SPEC's
 * 'Please fill out all fields' when any is empty.
 */
export const RegisterSchema = z
  .object({
    ...accountFieldSchemas,
    email,
    password: password("Password"),
  })
  .check(
    requiredFields(accountTexts.registerRequired, accountTexts.registerMissing),
    checkEmailShape,
    (ctx) => {
      const input = ctx.value;
      if (input.password && input.password.length < minPasswordLength) {
        ctx.issues.push(fieldIssue("password", accountTexts.passwordTooShort, input));
      }
    },
  );

/** The reset request form (SPEC §5): its one field's message is SPEC's text. */
export const ResetRequestSchema = z.object({
  email: email.check(z.minLength(1, { error: accountTexts.resetRequired })),
});

/**
 * A new password and its confirmation (SPEC §5, §9): the new one 6+ characters, the
 * confirmation the same; each refused field gets its own issue, in the page's order (decision
 * 052).
 */
function checkNewPassword(ctx: z.core.ParsePayload<{ password: string; confirm: string }>): void {
  const input = ctx.value;
  if (input.password.length < minPasswordLength) {
    ctx.issues.push(fieldIssue("password", accountTexts.passwordTooShort, input));
  }
  if (input.password !== input.confirm) {
    ctx.issues.push(fieldIssue("confirm", accountTexts.passwordsDiffer, input));
  }
}

/** The new-password form reached from the reset e-mail. */
export const NewPasswordSchema = z
  .object({
    token: z.string().check(storable("Reset link"), z.minLength(1), z.maxLength(200)),
    password: password("New password"),
    confirm: password("Confirm new password"),
  })
  .check(checkNewPassword);

/**
 * Where to go after login or registration: `?redirect=` when it is a path on this site,
 * otherwise '/' (no open redirect: '//evil.example', 'https://evil.example', '/\\evil' → '/').
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//")) return "/";
  // Backslashes, spaces and control characters: browsers read some of them as '/'.
  if ([...target].some((char) => char === "\\" || char.charCodeAt(0) <= 0x20)) return "/";
  const resolved = new URL(target, "https://loris.invalid");
  if (resolved.origin !== "https://loris.invalid") return "/";
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Where someone lands after logging in: the page that sent them (a safe `?redirect=`, see
 * safeRedirect); without one, staff land on `staffHome`, their role's start (contracts/staff-roles.ts
 * staffHome: the dashboard '/admin', SPEC §2 Admin area, or a rider's deliveries: decision 075;
 * the dashboard when not known) and a customer on home '/'. The caller passes it, so that the
 * shop's pages do not carry the role list.
 */
export function landingAfterSignIn(
  target: string | null | undefined,
  role: "customer" | "admin",
  staffHome: string | null = "/admin",
): string {
  const landing = safeRedirect(target);
  if (landing !== "/" || role !== "admin") return landing;
  return staffHome ?? "/admin";
}

/** SPEC §5/§8 texts of My Account. */
export const profileTexts = {
  required: "First name, last name and email are required",
  /** Each required field's own message, beside it when it is left empty (decision 052). */
  missing: {
    firstName: accountTexts.registerMissing.firstName,
    lastName: accountTexts.registerMissing.lastName,
    email: accountTexts.registerMissing.email,
  },
  wrongPassword: "Current password is incorrect",
  saved: "Your details have been saved.",
  fetchFailed: "Error fetching user data",
  emailNeedsPassword: "Please enter your current password to change your email",
  emailTaken: "Error updating profile: This email is already registered.",
  passwordChanged: "Your password has been changed.",
} as const;

/**
 * The profile form (SPEC §5): first name, last name and a valid e-mail required, phone
 * optional; the current password comes along when the e-mail changes. Each refused field gets
 * its own issue, after one for the whole form with SPEC's summary when any is empty (decision
 * 052).
 */
export const ProfileSchema = z
  .object({
    ...accountFieldSchemas,
    email,
    currentPassword: z.optional(password("Current password")),
  })
  .check(requiredFields(profileTexts.required, profileTexts.missing), checkEmailShape);

/** Change password (SPEC §5): the current one given, new and confirm match, new 6+ characters. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: password("Current password").check(
      z.minLength(1, { error: profileTexts.wrongPassword }),
    ),
    password: password("New password"),
    confirm: password("Confirm new password"),
  })
  .check(checkNewPassword);
