import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cartReminderTexts } from "#contracts/cart-reminder.ts";
import { marketingConsentField } from "#contracts/marketing-consent.ts";
import { nairobiDay, nairobiInstant, shiftDay } from "#contracts/nairobi-time.ts";
import { findCartId, readCart } from "#server/cart/cart-queries.ts";
import { getDashboardFigures } from "#server/dashboard/dashboard-queries.ts";
import { user } from "#server/db/auth-schema.ts";
import { cart } from "#server/db/cart-schema.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { cartRestoreUrl } from "#server/marketing/cart-reminders/cart-restore-link.ts";
import {
  dueCartsPage,
  queueDueCartReminders,
} from "#server/marketing/cart-reminders/cart-reminder-queue.ts";
import { grantMarketingConsent } from "#server/marketing/marketing-consent.ts";
import { optOutOfMarketingMail } from "#server/marketing/marketing-opt-outs.ts";
import { smsOptOutLine } from "#server/marketing/marketing-sms-text.ts";
import { unsubscribeUrl } from "#server/marketing/unsubscribe-link.ts";
import { readSetting } from "#server/settings/setting-fields.ts";
import { optOutOfSms } from "#server/sms/sms-opt-out.ts";
import { makeBrowser } from "./support/accounts";
import { whatsappOrder } from "./support/checkout-forms";
import { insertProducts } from "./support/factories";
import { testServices } from "./support/route-context";
import { signedInUser } from "./support/signed-in";
import { postCart, postCheckout, type Browser } from "./support/shopper";
import { testMarketingLinks } from "./support/marketing-links";
import { cartOf, guestWithCart, openLink } from "./support/cart-link";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

let database: DatabaseHandle;
const links = testMarketingLinks;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const hourMs = 3_600_000;
const ticked = { [marketingConsentField.name]: marketingConsentField.value };

/** The set clock: Nairobi's `clock` on a day well after today's, so every cart here is older. */
const at = (clock: string, dayOffset = 0) =>
  nairobiInstant(`${shiftDay(nairobiDay(new Date()), 3 + dayOffset)}T${clock}`);
const hoursBefore = (instant: Date, hours: number) => new Date(instant.getTime() - hours * hourMs);

/** Runs the reminder job's pages at `now`, as its runs do (2 carts a page). */
async function remindAt(now: Date, reminderHours = 24) {
  while (
    (await queueDueCartReminders(database.db, links, { now, reminderHours, pageSize: 2 })) === 2
  );
}

/** Leaves cart `cartId` untouched since `since`: what the clock's passing does to it. */
async function leaveCart(cartId: string, since: Date) {
  await database.db.update(cart).set({ updatedAt: since }).where(eq(cart.id, cartId));
}

let phones = 0;
/** A Kenyan phone no other test of this file uses: as typed, and in E.164. */
function newPhone() {
  const digits = String(555_000 + ++phones);
  return { typed: `0712 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+254712${digits}` };
}

/** The checkout page's background POST of its contact fields (intent contact). */
const giveContact = (browser: Browser, fields: Record<string, string>) =>
  postCart(database, browser, { intent: "contact", phone: "", email: "", ...fields });

const smsTo = (recipient: string) =>
  database.db
    .select({ message: smsOutbox.message })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.recipient, recipient), eq(smsOutbox.kind, "cart_reminder")));

const mailTo = (recipient: string) =>
  database.db
    .select({ payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.template, "marketing")));

const reminderCounts = async () => (await getDashboardFigures(database.db)).cartReminders;

describe(`cart reminders on ${testDatabaseKind} (decision 067)`, () => {
  test("a cart left 24 h gets one SMS; its link restores the cart in a new browser; the order counts", async () => {
    const phone = newPhone();
    const { browser, cartId, productId } = await guestWithCart(database, "Oud Royale", 2);
    expect((await giveContact(browser, { phone: phone.typed, ...ticked })).status).toBe(200);
    const before = await reminderCounts();

    await leaveCart(cartId, hoursBefore(at("10:00"), 23));
    await remindAt(at("10:00"));
    expect(await smsTo(phone.e164)).toEqual([]);

    await leaveCart(cartId, hoursBefore(at("10:00"), 24));
    await remindAt(at("10:00"));
    await remindAt(at("16:00"));
    await remindAt(at("10:00", 1));
    const link = cartRestoreUrl(links.publicUrl, cartId, links.secret);
    expect(await smsTo(phone.e164)).toEqual([
      { message: `Loris: Oud Royale is still in your cart. ${link} ${smsOptOutLine}` },
    ]);
    expect(await reminderCounts()).toEqual({ sent: before.sent + 1, orders: before.orders });

    const elsewhere = makeBrowser();
    expect(await openLink(database, elsewhere, link)).toEqual({
      status: 303,
      location: "/checkout",
    });
    const restored = await readCart(database.db, await cartOf(elsewhere));
    expect(restored.lines.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: productId, quantity: 2 },
    ]);
    expect(restored.id).not.toBe(cartId);
    // The reminded cart itself is as it was.
    expect((await readCart(database.db, { guestCartId: cartId })).count).toBe(2);

    const placed = await postCheckout(database, elsewhere, whatsappOrder());
    expect(placed.status).toBe(303);
    expect(await reminderCounts()).toEqual({ sent: before.sent + 1, orders: before.orders + 1 });
    // The restored cart, ordered, gets no reminder of its own.
    await leaveCart(restored.id!, hoursBefore(at("10:00", 2), 25));
    await remindAt(at("10:00", 2));
    expect(await smsTo(phone.e164)).toHaveLength(1);
  });

  test("an e-mail reminder carries the cart's link and the unsubscribe link", async () => {
    const { browser, cartId } = await guestWithCart(database, "Amber Musk", 1);
    const [other] = await insertProducts(database.db, [{ name: "Rose Oud" }]);
    await postCart(database, browser, { intent: "add", productId: other!.id! });
    const email = `reminded.${cartId.slice(0, 6).toLowerCase()}@example.co.ke`;
    await giveContact(browser, { email: email.toUpperCase(), ...ticked });
    await leaveCart(cartId, hoursBefore(at("12:00"), 30));
    await remindAt(at("12:00"));
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      subject: cartReminderTexts.subject,
      text: `Amber Musk and 1 more are still in your cart. ${cartReminderTexts.mailDetail}`,
      button_label: cartReminderTexts.button,
      button_url: cartRestoreUrl(links.publicUrl, cartId, links.secret),
      unsubscribe_url: unsubscribeUrl(links.publicUrl, email, links.secret),
    });
  });

  test("no reminder after the order", async () => {
    const phone = newPhone();
    const { browser, cartId } = await guestWithCart(database);
    await giveContact(browser, { phone: phone.typed, ...ticked });
    expect((await postCheckout(database, browser, whatsappOrder())).status).toBe(303);
    await leaveCart(cartId, hoursBefore(at("11:00"), 48));
    await remindAt(at("11:00"));
    expect(await smsTo(phone.e164)).toEqual([]);
  });

  test("none at night: a reminder due at 22:00 goes at 08:00", async () => {
    const phone = newPhone();
    const { browser, cartId } = await guestWithCart(database);
    await giveContact(browser, { phone: phone.typed, ...ticked });
    await leaveCart(cartId, hoursBefore(at("22:00"), 24));
    for (const night of [at("22:00"), at("23:59:59"), at("03:00", 1), at("07:59:59", 1)]) {
      await remindAt(night);
      expect(await smsTo(phone.e164)).toEqual([]);
    }
    await remindAt(at("08:00", 1));
    expect(await smsTo(phone.e164)).toHaveLength(1);
  });

  test("none without consent: an unticked box, an account that never agreed, STOP, unsubscribed", async () => {
    const unticked = newPhone();
    const guest = await guestWithCart(database);
    await giveContact(guest.browser, { phone: unticked.typed });
    // Ticked, then unticked: the contact leaves the cart.
    const withdrawn = newPhone();
    const changed = await guestWithCart(database);
    await giveContact(changed.browser, { phone: withdrawn.typed, ...ticked });
    await giveContact(changed.browser, { phone: withdrawn.typed });
    // Agreed, then replied STOP; agreed, then unsubscribed.
    const stopped = newPhone();
    const stopper = await guestWithCart(database);
    await giveContact(stopper.browser, { phone: stopped.typed, ...ticked });
    await optOutOfSms(database.db, stopped.e164, "reply");
    const unsubscribed = `gone.${stopper.cartId.slice(0, 6).toLowerCase()}@example.co.ke`;
    const leaver = await guestWithCart(database);
    await giveContact(leaver.browser, { email: unsubscribed, ...ticked });
    await optOutOfMarketingMail(database.db, unsubscribed);
    // A signed-in customer who never ticked the box.
    const services = testServices(database, { AUTH_RATE_LIMIT: "100" });
    const customer = await signedInUser(services);
    const accountPhone = newPhone();
    await database.db
      .update(user)
      .set({ phone: accountPhone.e164 })
      .where(eq(user.id, customer.userId));
    const [product] = await insertProducts(database.db, [{}]);
    await postCart(database, customer.browser, { intent: "add", productId: product!.id! });
    const accountCart = (await findCartId(database.db, { userId: customer.userId }))!;

    for (const cartId of [
      guest.cartId,
      changed.cartId,
      stopper.cartId,
      leaver.cartId,
      accountCart,
    ]) {
      await leaveCart(cartId, hoursBefore(at("09:00", 3), 26));
    }
    await remindAt(at("09:00", 3));
    for (const phone of [unticked, withdrawn, stopped, accountPhone]) {
      expect(await smsTo(phone.e164)).toEqual([]);
    }
    expect(await mailTo(unsubscribed)).toEqual([]);
    const [account] = await database.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, customer.userId));
    expect(await mailTo(account!.email)).toEqual([]);

    // Once the account agrees, its cart's next change is reminded, to its phone.
    await grantMarketingConsent(database.db, [accountPhone.e164], {
      source: "registration",
      userId: customer.userId,
    });
    await postCart(database, customer.browser, { intent: "add", productId: product!.id! });
    await leaveCart(accountCart, hoursBefore(at("09:00", 5), 24));
    await remindAt(at("09:00", 5));
    expect(await smsTo(accountPhone.e164)).toHaveLength(1);
  });

  test("the hours come from Admin → Settings: 1 to 168", async () => {
    expect(readSetting("CART_REMINDER_HOURS", "6")).toEqual({ text: "6" });
    for (const refused of ["0", "169", "2.5", "-1", ""]) {
      expect(readSetting("CART_REMINDER_HOURS", refused)).toEqual({
        error: "a whole number of hours from 1 to 168, e.g. 24",
      });
    }
    const phone = newPhone();
    const { browser, cartId } = await guestWithCart(database);
    await giveContact(browser, { phone: phone.typed, ...ticked });
    await leaveCart(cartId, hoursBefore(at("14:00", 5), 6));
    await remindAt(at("14:00", 5), 7);
    expect(await smsTo(phone.e164)).toEqual([]);
    await remindAt(at("14:00", 5), 6);
    expect(await smsTo(phone.e164)).toHaveLength(1);
  });
});

describe(`the reminder job's reads on ${testDatabaseKind}`, () => {
  test("a page of due carts is read by the partial index, never a scan of all carts", async () => {
    const { sql: text, params } = dueCartsPage(database.db, at("10:00"), 100).toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    const plan = await database.db.transaction(async (tx) => {
      // A test database holds few carts: without this the planner may read them all anyway.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(sql.raw(`explain ${inlined}`));
      const { rows } = explained as { rows: Record<string, string>[] };
      return rows.map((row) => Object.values(row)[0]);
    });
    expect(plan.join("\n")).toContain("cart_reminder_due_idx");
  });
});
