import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Logger } from "pino";
import { accountFieldSchemas } from "#contracts/accounts.ts";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as authSchema from "../db/auth-schema";
import { enqueuePasswordReset } from "../mail/password-reset";
import { clientIpHeader } from "./client-ip";
import { requestEmailProof } from "./contact-proof/proof-sending";
import { provedOrdersJoin } from "./contact-proof/proved-orders-join";
import { loginFailureGuard } from "./login-failure-guard";
import { mayEmailPasswordReset } from "./reset-email-limit";
import { storableInputGuard } from "./storable-input-guard";
import { guestCartMerge } from "../cart/guest-cart-merge";
import { refuseDisabledSignIn } from "./staff/disabled-sign-in";
import { recordStaffSignIn } from "./staff/staff-sign-in";

/** How long a password-reset link works, in seconds (Better Auth's tokens are single-use). */
export const resetTokenLifetimeSeconds = 60 * 60;

/** What Better Auth needs from the shop. */
export interface AuthDependencies {
  db: Db;
  config: Config;
  /** Signs session cookies (server/auth-secret.ts). */
  secret: string;
  /** Where Better Auth's own warnings and errors go. */
  log?: Logger;
  /** Asks the mail worker to send the outbox now (a queued reset e-mail). */
  kickMail?: () => void;
}

/** How long a shop page's header trusts the session cookie's copy of it (decision 050). */
export const sessionCookieCacheSeconds = 5 * 60;

/**
 * Better Auth for the shop (DESIGN §2/§10, decision 006): e-mail and password (at least 6
 * characters), SPEC §3's user fields with role 'customer' that sign-up cannot set, sessions in
 * httpOnly SameSite=Lax cookies (Secure when PUBLIC_URL is https), reset e-mails through the
 * mail outbox linking to /reset?token=…, and limits kept in the database so they hold across
 * processes: AUTH_RATE_LIMIT sign-ins/sign-ups per address in 10 s; in 15 minutes,
 * LOGIN_FAILURE_LIMIT failed logins per (e-mail address, client address) and
 * LOGIN_ADDRESS_FAILURE_LIMIT per client address (decision 017); 3 reset e-mails an account an
 * hour (decision 029); a session cached in a signed cookie for 5 minutes (decision 050). Text PostgreSQL cannot store is refused with 400 before anything reads it
 * (decision 016). A guest's cart joins the account's at sign-in (decision 019). A new customer
 * is e-mailed the link that proves their address, and a sign-in joins the guest orders of a
 * proved e-mail or phone (docs/decisions/068-returning-customers.md). A disabled staff member
 * gets no session (docs/decisions/072-staff-roles.md).
 */
export function createAuth({ db, config, secret, log, kickMail }: AuthDependencies) {
  const perAddress = { window: 10, max: config.authRateLimit };
  return betterAuth({
    appName: "Loris",
    logger: log && { log: (level, message, ...args) => log[level]({ args }, message) },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: resetTokenLifetimeSeconds,
      async sendResetPassword({ user, token }) {
        if (!(await mayEmailPasswordReset(db, user.id))) {
          log?.info(
            { userId: user.id },
            "password-reset e-mail held back: the account has had its e-mails for this hour",
          );
          return;
        }
        await enqueuePasswordReset(db, {
          email: user.email,
          to_name: user.name,
          reset_url: `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`,
          expires_in_minutes: resetTokenLifetimeSeconds / 60,
          reply_to: config.mailFrom,
          logo_url: `${config.publicUrl}/media/brand/logo-email.png`,
        });
        kickMail?.();
      },
    },
    user: {
      // E-mail addresses are not verified at sign-up, so a change applies at once; My Account
      // asks for the current password first (server/accounts/profile-forms.ts).
      changeEmail: { enabled: true, updateEmailWithoutVerification: true },
      additionalFields: {
        // The forms' own rules, also for calls straight to /api/auth (a null would break the
        // column's NOT NULL: decision 016).
        firstName: {
          type: "string",
          required: true,
          validator: { input: accountFieldSchemas.firstName },
        },
        lastName: {
          type: "string",
          required: true,
          validator: { input: accountFieldSchemas.lastName },
        },
        phone: { type: "string", required: true, validator: { input: accountFieldSchemas.phone } },
        role: { type: "string", required: false, defaultValue: "customer", input: false },
        // Decision 072: set by create-admin, an invitation and the Staff page only.
        staffRole: { type: "string", required: false, input: false },
        disabledAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: {
      // A disabled staff member cannot sign in (decision 072); a staff member's sign-in goes on
      // the activity trail (decision 074).
      session: {
        create: { before: refuseDisabledSignIn(db), after: recordStaffSignIn(db, log) },
      },
      user: {
        create: {
          async after(created) {
            if (created.role !== "customer") return;
            const name = typeof created.firstName === "string" ? created.firstName : created.name;
            const account = { id: created.id, name, address: created.email };
            await requestEmailProof(db, account, config).catch((error: unknown) =>
              log?.error({ err: error, userId: created.id }, "could not queue the e-mail proof"),
            );
            kickMail?.();
          },
        },
      },
    },
    // A shop page's header reads the session from a signed cookie for this long, not the
    // database; everything else asks the database (readSessionUser, decision 050).
    session: { cookieCache: { enabled: true, maxAge: sessionCookieCacheSeconds } },
    rateLimit: {
      enabled: true,
      storage: "database",
      customRules: { "/sign-in/*": perAddress, "/sign-up/*": perAddress },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https:"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // A session and its user in one query (server/db/auth-schema.ts's relations).
      database: { joins: true },
    },
    // The text check first: no hook or endpoint queries with what PostgreSQL cannot store.
    plugins: [
      storableInputGuard(),
      loginFailureGuard(db, {
        max: config.loginFailureLimit,
        addressMax: config.loginAddressFailureLimit,
        windowMs: 15 * 60_000,
      }),
      guestCartMerge(db, secret, config.orderMaxUnits),
      provedOrdersJoin(db, log),
    ],
  });
}

/** The shop's Better Auth instance. */
export type Auth = ReturnType<typeof createAuth>;
