import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  logIn,
  register,
  requestPasswordReset,
  resetPassword,
  resetLinkExpired,
} from "#server/accounts/account-forms.ts";
import { user, verification } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { rateWindow } from "#server/db/limit-schema.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { renderOutboxMail } from "#server/mail/mail-templates.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { testServices } from "./support/route-context";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const services = () => testServices(database, { AUTH_RATE_LIMIT: "100" });

/** The password-reset e-mails queued for `email`, newest first (registration queues another kind). */
async function resetMailsTo(email: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, "password-reset")))
    .orderBy(desc(mailOutbox.id));
}

/** Registers a customer and asks for a reset; the token from the link in the queued e-mail. */
async function askForReset() {
  const registration = makeRegistration();
  await register(services(), makeBrowser().request(), registration);
  expect(
    await requestPasswordReset(services(), makeBrowser().request(), registration),
  ).toMatchObject({ ok: true });
  const [mail] = await resetMailsTo(registration.email);
  const link = new URL((mail!.payload as { reset_url: string }).reset_url);
  return { registration, mail: mail!, link, token: link.searchParams.get("token")! };
}

describe(`password reset on ${testDatabaseKind}`, () => {
  test("the reset e-mail goes to the outbox with a link to /reset?token=", async () => {
    const { mail, link } = await askForReset();
    expect(mail.template).toBe("password-reset");
    expect(`${link.origin}${link.pathname}`).toBe("https://loris.example/reset");
    const rendered = await renderOutboxMail(mail.template, mail.payload);
    expect(rendered.subject).toBe("Reset your Loris password");
    expect(rendered.html).toContain(link.toString().replace(/&/g, "&amp;"));
  });

  test("an unknown address gets the same answer and no e-mail", async () => {
    const email = "nobody.here@example.com";
    expect(
      await requestPasswordReset(services(), makeBrowser().request(), { email }),
    ).toMatchObject({ ok: true });
    expect(await resetMailsTo(email)).toEqual([]);
  });

  test("the token sets a new password once; a second use is refused", async () => {
    const { registration, token } = await askForReset();
    const change = { token, password: "new-secret-9" };
    expect(await resetPassword(services(), makeBrowser().request(), change)).toMatchObject({
      ok: true,
    });
    const newLogin = { email: registration.email, password: "new-secret-9" };
    expect(await logIn(services(), makeBrowser().request(), newLogin)).toMatchObject({ ok: true });
    const oldLogin = { email: registration.email, password: registration.password };
    expect(await logIn(services(), makeBrowser().request(), oldLogin)).toMatchObject({ ok: false });
    const again = { token, password: "third-secret-1" };
    expect(await resetPassword(services(), makeBrowser().request(), again)).toEqual({
      ok: false,
      error: resetLinkExpired,
    });
  });

  test("an expired token is refused", async () => {
    const { registration, token } = await askForReset();
    await database.db
      .update(verification)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const change = { token, password: "new-secret-9" };
    expect(await resetPassword(services(), makeBrowser().request(), change)).toEqual({
      ok: false,
      error: resetLinkExpired,
    });
    const oldLogin = { email: registration.email, password: registration.password };
    expect(await logIn(services(), makeBrowser().request(), oldLogin)).toMatchObject({ ok: true });
  });
});

describe(`reset e-mails per account on ${testDatabaseKind} (decision 029)`, () => {
  /** Asks for a reset of `email` from a browser at an address of its own. */
  const askFromAnywhere = (email: string) =>
    requestPasswordReset(services(), makeBrowser().request(), { email });

  test("55 addresses asking for one account send it 3 e-mails; every answer is the same", async () => {
    const registration = makeRegistration();
    await register(services(), makeBrowser().request(), registration);
    const answers = [];
    for (let address = 0; address < 55; address++) {
      answers.push(await askFromAnywhere(registration.email));
    }
    expect(await resetMailsTo(registration.email)).toHaveLength(3);
    // Sent, held back, or no such account: the form cannot tell them apart.
    const unknown = await askFromAnywhere("nobody.else@example.com");
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify(unknown)]),
    );
    // Another account is not held back by this one.
    const { mail } = await askForReset();
    expect(mail.template).toBe("password-reset");
  });

  test("an hour after the account's first e-mail, a fourth goes out", async () => {
    const registration = makeRegistration();
    await register(services(), makeBrowser().request(), registration);
    for (let ask = 0; ask < 4; ask++) await askFromAnywhere(registration.email);
    expect(await resetMailsTo(registration.email)).toHaveLength(3);
    const [account] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, registration.email));
    await database.db
      .update(rateWindow)
      .set({ windowStartedAt: new Date(Date.now() - 61 * 60_000) })
      .where(and(eq(rateWindow.scope, "password-reset"), eq(rateWindow.key, account!.id)));
    await askFromAnywhere(registration.email);
    expect(await resetMailsTo(registration.email)).toHaveLength(4);
  });
});
