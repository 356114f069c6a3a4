import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { action as confirmEmailAction } from "#app/routes/confirm-email.tsx";
import { action as profileAction } from "#app/routes/profile.tsx";
import { contactProofTexts } from "#contracts/contact-proof.ts";
import { parseCustomerListQuery } from "#contracts/admin-customer-query.ts";
import { logIn, register } from "#server/accounts/account-forms.ts";
import { confirmEmailLink } from "#server/accounts/contact-proof/proof-confirmation.ts";
import { readContactProofState } from "#server/accounts/contact-proof/proof-queries.ts";
import { requestEmailProof } from "#server/accounts/contact-proof/proof-sending.ts";
import { listSavedAddresses } from "#server/accounts/saved-addresses/saved-address-queries.ts";
import { listCustomers } from "#server/customers/customer-list-queries.ts";
import { user } from "#server/db/auth-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { listOrdersOfUser } from "#server/orders/customer-order-queries.ts";
import { makeBrowser, makeRegistration } from "./support/accounts";
import { answerOf } from "./support/action-answer";
import { websiteOrder, whatsappOrder } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { expectKeptFiguresRecounted } from "./support/kept-figures-recount";
import { testServices } from "./support/route-context";
import { placeOrderFrom, routeArgs, type Browser } from "./support/shopper";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await insertProducts(database.db, [{ id: "amber", name: "Amber Veil", price: 3000 }]);
});
afterAll(() => database.close());

const services = () => testServices(database, { AUTH_RATE_LIMIT: "100" });
let shoppers = 0;
/** A phone of its own for each test's shopper ('+2547115…'), so no test sees another's orders. */
const newPhone = () => `+2547115${String((shoppers += 1)).padStart(5, "0")}`;
const newEmail = () => `wanjiru.${(shoppers += 1)}.${Date.now()}@example.co.ke`;

/** A guest's website order (their own browser), to `address`; its id. */
function guestOrder(contact: { email?: string; phone: string; address?: string }) {
  const form = contact.email
    ? { ...websiteOrder(), email: contact.email, phone: contact.phone }
    : { ...whatsappOrder(), phone: contact.phone };
  if (contact.address) Object.assign(form, { address: contact.address });
  return placeOrderFrom(database, makeBrowser(), [{ id: "amber", quantity: 1 }], form);
}

/** Registers a customer (through Better Auth, as /register does); their browser and id. */
async function registered(email: string, phone: string) {
  const browser = makeBrowser();
  const result = await register(services(), browser.request(), makeRegistration({ email, phone }));
  if (!result.ok) throw new Error(result.error);
  browser.keep(result.cookies);
  const [account] = await database.db.select().from(user).where(eq(user.email, email));
  return { browser, userId: account!.id };
}

/** The token of the newest confirmation link e-mailed to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await database.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "email-proof"), eq(mailOutbox.recipient, email)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = new URL((mail!.payload as { confirm_url: string }).confirm_url);
  expect(link.pathname).toBe("/confirm-email");
  return link.searchParams.get("token")!;
}

/** The code in the newest SMS sent to `phone`. */
async function smsCodeFor(phone: string): Promise<string> {
  const [sms] = await database.db
    .select({ message: smsOutbox.message })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.kind, "phone_code"), eq(smsOutbox.recipient, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(sms!.message ?? "")![1]!;
}

/** Opens the link's page and presses 'Confirm my e-mail' (POST /confirm-email). */
async function openLink(token: string) {
  const request = makeBrowser().request("/confirm-email", {
    method: "POST",
    body: new URLSearchParams({ token }),
  });
  return answerOf(await confirmEmailAction(routeArgs(database, request, "/confirm-email")));
}

/** Sends one of My Account's forms as `browser`. */
async function postProfile(browser: Browser, fields: Record<string, string>) {
  const request = browser.request("/profile", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return answerOf(await profileAction(routeArgs(database, request, "/profile")));
}

const myOrderIds = async (userId: string) =>
  (await listOrdersOfUser(database.db, userId)).map((order) => order.id);

/** The Admin → Customers rows a search by `text` finds. */
const customersFound = async (text: string) =>
  (await listCustomers(database.db, parseCustomerListQuery(new URLSearchParams({ search: text }))))
    .customers;

describe(`returning customers on ${testDatabaseKind} (decision 068)`, () => {
  test("a guest's orders join the account once its owner opens the e-mail's link", async () => {
    const email = newEmail();
    const first = await guestOrder({ email: email.toUpperCase(), phone: newPhone() });
    const second = await guestOrder({
      email,
      phone: newPhone(),
      address: "Kilimani, Argwings Kodhek Rd",
    });
    const { userId } = await registered(email, newPhone());
    expect(await myOrderIds(userId)).toEqual([]);

    const confirmed = await openLink(await linkTokenFor(email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ success: contactProofTexts.emailConfirmedNow });
    expect((await myOrderIds(userId)).sort()).toEqual([first, second].sort());
    expect(await readContactProofState(database.db, userId)).toMatchObject({ isEmailProved: true });

    // Admin → Customers: one customer, the account, with both orders and their value.
    const rows = await customersFound(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: `account:${userId}`, orderCount: 2, lifetimeValue: 6000 });
    await expectKeptFiguresRecounted(database.db);

    // The newest order's address is saved for the next checkout.
    expect(await listSavedAddresses(database.db, userId)).toMatchObject([
      {
        label: "Home",
        address: "Kilimani, Argwings Kodhek Rd",
        deliveryArea: "nairobi",
        isDefault: true,
      },
    ]);
  });

  test("registering with someone else's e-mail joins nothing: the link goes to their mailbox", async () => {
    const email = newEmail();
    await guestOrder({ email, phone: newPhone() });
    const { browser, userId } = await registered(email, newPhone());
    const again = await postProfile(browser, { intent: "email-proof" });
    expect(again.body).toMatchObject({ success: contactProofTexts.linkSent });
    expect(await myOrderIds(userId)).toEqual([]);
    expect(await readContactProofState(database.db, userId)).toMatchObject({
      isEmailProved: false,
    });
    const rows = await customersFound(email);
    expect(rows.find((row) => row.key === `account:${userId}`)).toMatchObject({ orderCount: 0 });
    expect(rows.find((row) => row.key !== `account:${userId}`)).toMatchObject({
      hasAccount: false,
      orderCount: 1,
    });
  });

  test("expired, used, forged and superseded links are refused and join nothing", async () => {
    const email = newEmail();
    await guestOrder({ email, phone: newPhone() });
    const { userId } = await registered(email, newPhone());
    const account = { id: userId, name: "Wanjiru", address: email };
    const config = services().config;

    const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
    await database.db.delete(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(await requestEmailProof(database.db, account, config, dayAgo)).toEqual({ ok: true });
    const expired = await openLink(await linkTokenFor(email));
    expect(expired).toMatchObject({ status: 410, body: { error: contactProofTexts.linkExpired } });

    const forged = await openLink("Vf3yE4m0q9x2Zc8Lr1Tn6Ab5Wd7Kh0Jp3Gs9Fy2Qu4Mi");
    expect(forged).toMatchObject({ status: 400, body: { error: contactProofTexts.linkInvalid } });
    expect(await openLink("not-a-token")).toMatchObject({ status: 400 });
    expect(await myOrderIds(userId)).toEqual([]);

    expect(await requestEmailProof(database.db, account, config)).toEqual({ ok: true });
    const token = await linkTokenFor(email);
    const elsewhere = newEmail();
    await database.db.update(user).set({ email: elsewhere }).where(eq(user.id, userId));
    const superseded = await openLink(token);
    expect(superseded).toMatchObject({
      status: 409,
      body: { error: contactProofTexts.linkSuperseded },
    });
    expect(await myOrderIds(userId)).toEqual([]);

    await database.db.update(user).set({ email }).where(eq(user.id, userId));
    expect(await openLink(token)).toMatchObject({ status: 200 });
    expect(await myOrderIds(userId)).toHaveLength(1);
    const used = await openLink(token);
    expect(used).toMatchObject({ status: 409, body: { error: contactProofTexts.linkUsed } });
  });

  test("a proved e-mail stops counting once the account's e-mail changes", async () => {
    const email = newEmail();
    const { userId } = await registered(email, newPhone());
    expect((await confirmEmailLink(database.db, await linkTokenFor(email))).ok).toBe(true);
    expect(await readContactProofState(database.db, userId)).toMatchObject({ isEmailProved: true });
    await database.db.update(user).set({ email: newEmail() }).where(eq(user.id, userId));
    expect(await readContactProofState(database.db, userId)).toMatchObject({
      isEmailProved: false,
    });
  });

  test("a guest order placed after the proof joins at the customer's next sign-in", async () => {
    const email = newEmail();
    const { userId } = await registered(email, newPhone());
    expect((await confirmEmailLink(database.db, await linkTokenFor(email))).ok).toBe(true);
    const later = await guestOrder({ email, phone: newPhone() });
    expect(await myOrderIds(userId)).toEqual([]);
    const signedIn = await logIn(services(), makeBrowser().request(), {
      email,
      password: makeRegistration().password,
    });
    expect(signedIn.ok).toBe(true);
    expect(await myOrderIds(userId)).toEqual([later]);
  });

  test("a staff account proving an e-mail joins nobody's orders", async () => {
    const email = newEmail();
    await guestOrder({ email, phone: newPhone() });
    const { userId } = await registered(email, newPhone());
    await database.db
      .update(user)
      .set({ role: "admin", staffRole: "owner" })
      .where(eq(user.id, userId));
    const proved = await confirmEmailLink(database.db, await linkTokenFor(email));
    expect(proved).toMatchObject({ ok: true, joinedOrderIds: [] });
    expect(await myOrderIds(userId)).toEqual([]);
  });

  test("a phone's guest orders join after the SMS code; a wrong code uses a try", async () => {
    const phone = newPhone();
    const whatsapp = await guestOrder({ phone });
    const website = await guestOrder({ email: newEmail(), phone });
    const { browser, userId } = await registered(newEmail(), phone);

    const sent = await postProfile(browser, { intent: "phone-code" });
    expect(sent).toMatchObject({ status: 200, body: { success: contactProofTexts.codeSent } });
    const code = await smsCodeFor(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await postProfile(browser, { intent: "phone-confirm", code: wrong });
    expect(refused).toMatchObject({ status: 400, body: { error: contactProofTexts.wrongCode(4) } });
    expect(await myOrderIds(userId)).toEqual([]);

    const confirmed = await postProfile(browser, { intent: "phone-confirm", code });
    expect(confirmed.body).toMatchObject({ success: contactProofTexts.phoneConfirmed });
    expect((await myOrderIds(userId)).sort()).toEqual([whatsapp, website].sort());
    expect(await customersFound(phone.slice(4))).toMatchObject([
      { key: `account:${userId}`, orderCount: 2 },
    ]);
    await expectKeptFiguresRecounted(database.db);
  });

  test("a code is used up after 5 wrong tries, even the right one after them", async () => {
    const phone = newPhone();
    await guestOrder({ phone });
    const { browser, userId } = await registered(newEmail(), phone);
    await postProfile(browser, { intent: "phone-code" });
    const code = await smsCodeFor(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left -= 1) {
      const refused = await postProfile(browser, { intent: "phone-confirm", code: wrong });
      expect(refused.body).toMatchObject({ error: contactProofTexts.wrongCode(left) });
    }
    const fifth = await postProfile(browser, { intent: "phone-confirm", code: wrong });
    expect(fifth.body).toMatchObject({ error: contactProofTexts.codeUsedUp });
    const right = await postProfile(browser, { intent: "phone-confirm", code });
    expect(right).toMatchObject({ status: 400, body: { error: contactProofTexts.codeUsedUp } });
    const typo = await postProfile(browser, { intent: "phone-confirm", code: "12ab" });
    expect(typo.body).toMatchObject({ error: contactProofTexts.codeFormat });
    expect(await myOrderIds(userId)).toEqual([]);
  });

  test("links and codes are limited to 3 an hour, the limit in the message", async () => {
    const { browser } = await registered(newEmail(), newPhone());
    // Registration sent the first link.
    for (let sent = 2; sent <= 3; sent += 1) {
      expect((await postProfile(browser, { intent: "email-proof" })).status).toBe(200);
    }
    const fourth = await postProfile(browser, { intent: "email-proof" });
    expect(fourth).toMatchObject({
      status: 429,
      body: { error: contactProofTexts.tooManySends("links", 60) },
    });
    for (let sent = 1; sent <= 3; sent += 1) {
      expect((await postProfile(browser, { intent: "phone-code" })).status).toBe(200);
    }
    const codes = await postProfile(browser, { intent: "phone-code" });
    expect(codes.status).toBe(429);
    expect(codes.body).toMatchObject({
      error: expect.stringContaining("You can ask for 3 codes an hour"),
    });
  });
});
