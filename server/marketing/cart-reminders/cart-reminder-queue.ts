import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { MarketingContact } from "#contracts/back-in-stock.ts";
import { cartReminderTexts, isQuietHour } from "#contracts/cart-reminder.ts";
import { normalizeKenyanPhone } from "#contracts/kenyan-phone.ts";
import { nairobiWallClock } from "#contracts/nairobi-time.ts";
import { user } from "../../db/auth-schema";
import { cart, cartLine, cartReminderDue } from "../../db/cart-schema";
import type { Db, DbExecutor, DbTransaction } from "../../db/client";
import { product, productSize } from "../../db/schema";
import { cartRestoreUrl } from "./cart-restore-link";
import { countRemindersSent } from "./cart-reminder-totals";
import { consentedContacts } from "../marketing-consent";
import {
  queueMarketingMessages,
  type MarketingLinks,
  type MarketingMessage,
} from "../marketing-message";
import { optedOutContacts } from "../marketing-opt-outs";
import { marketingSmsText } from "../marketing-sms-text";

/** How many carts one transaction takes. */
export const cartReminderPageSize = 100;

const hourMs = 3_600_000;

/** A due cart as the page reads it. */
interface DueCart {
  id: string;
  userId: string | null;
  reminderContact: string | null;
  reminderChannel: "sms" | "email" | null;
}

/**
 * The page of carts left since before `leftBefore` that a reminder may be due for, oldest change
 * first, locked (FOR UPDATE SKIP LOCKED): read by the partial index cart_reminder_due_idx alone.
 */
export function dueCartsPage(db: DbExecutor, leftBefore: Date, pageSize: number) {
  return db
    .select({
      id: cart.id,
      userId: cart.userId,
      reminderContact: cart.reminderContact,
      reminderChannel: cart.reminderChannel,
    })
    .from(cart)
    .where(and(cartReminderDue, lte(cart.updatedAt, leftBefore)))
    .orderBy(asc(cart.updatedAt))
    .limit(pageSize)
    .for("update", { skipLocked: true });
}

/**
 * Whom a cart's reminder may go to, in order: the contact the checkout page gave with consent,
 * then the account's phone (when Kenyan), then its e-mail.
 */
function candidatesOf(
  due: DueCart,
  account?: { email: string; phone: string },
): MarketingContact[] {
  const found: MarketingContact[] = [];
  if (due.reminderContact && due.reminderChannel) {
    found.push({ channel: due.reminderChannel, contact: due.reminderContact });
  }
  const phone = account && normalizeKenyanPhone(account.phone);
  if (phone) found.push({ channel: "sms", contact: phone });
  if (account) found.push({ channel: "email", contact: account.email.toLowerCase() });
  return found;
}

/** The page's carts' product names, oldest line first, by cart id (the lines' primary key). */
async function lineNamesOf(tx: DbTransaction, cartIds: string[]): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ cartId: cartLine.cartId, name: product.name })
    .from(cartLine)
    .innerJoin(productSize, eq(productSize.id, cartLine.sizeId))
    .innerJoin(product, eq(product.id, productSize.productId))
    .where(inArray(cartLine.cartId, cartIds))
    .orderBy(asc(cartLine.addedAt), asc(product.id), asc(productSize.position));
  const names = new Map<string, string[]>();
  for (const { cartId, name } of rows) names.set(cartId, [...(names.get(cartId) ?? []), name]);
  return names;
}

/** A cart's reminder to `to`: its first product named, the restore link, the opt-out. */
function reminderOf(to: MarketingContact, names: string[], url: string): MarketingMessage {
  const [first = "", ...others] = names;
  const rest = cartReminderTexts.stillInCart(others.length);
  return {
    to,
    kind: "cart_reminder",
    sms: marketingSmsText(first, rest, url),
    mail: {
      subject: cartReminderTexts.subject,
      eyebrow: cartReminderTexts.eyebrow,
      heading: cartReminderTexts.heading,
      text: `${first}${rest} ${cartReminderTexts.mailDetail}`,
      button_label: cartReminderTexts.button,
      button_url: url,
    },
  };
}

/**
 * Takes up to `pageSize` carts left `reminderHours` hours before `now`, oldest change first, by
 * the partial index cart_reminder_due_idx (FOR UPDATE SKIP LOCKED: each taken once, however many
 * processes run), and in the same transaction queues each one reminder — an SMS or a marketing
 * e-mail with the signed cart link (cartRestoreUrl) and its opt-out — to the first of its contacts
 * (candidatesOf) that gave consent and did not opt out; marks it `reminded_at` and counts it in
 * cart_reminder_totals. A cart with no lines or no such contact is marked checked instead, until
 * it changes again. Between 21:00 and 08:00 Nairobi time nothing is taken (decision 067).
 * @returns how many carts it took (fewer than `pageSize`: none are left).
 * @throws the database's error; nothing is queued or marked then.
 */
export async function queueDueCartReminders(
  db: Db,
  links: MarketingLinks,
  {
    now,
    reminderHours,
    pageSize = cartReminderPageSize,
  }: {
    now: Date;
    reminderHours: number;
    pageSize?: number;
  },
): Promise<number> {
  if (isQuietHour(nairobiWallClock(now))) return 0;
  const leftBefore = new Date(now.getTime() - reminderHours * hourMs);
  return db.transaction(async (tx) => {
    const due: DueCart[] = await dueCartsPage(tx, leftBefore, pageSize);
    if (due.length === 0) return 0;
    const userIds = due.flatMap((row) => row.userId ?? []);
    const accounts = new Map(
      userIds.length === 0
        ? []
        : (
            await tx
              .select({ id: user.id, email: user.email, phone: user.phone })
              .from(user)
              .where(inArray(user.id, userIds))
          ).map((account) => [account.id, account]),
    );
    const candidates = new Map(
      due.map((row) => [
        row.id,
        candidatesOf(row, row.userId ? accounts.get(row.userId) : undefined),
      ]),
    );
    const all = [...candidates.values()].flat();
    const consented = await consentedContacts(
      tx,
      all.map((to) => to.contact),
    );
    const optedOut = await optedOutContacts(tx, all);
    const names = await lineNamesOf(
      tx,
      due.map((row) => row.id),
    );
    const reminders: MarketingMessage[] = [];
    const reminded: string[] = [];
    for (const row of due) {
      const lines = names.get(row.id) ?? [];
      const to = candidates
        .get(row.id)!
        .find(({ contact }) => consented.has(contact) && !optedOut.has(contact));
      if (lines.length === 0 || !to) continue;
      reminders.push(reminderOf(to, lines, cartRestoreUrl(links.publicUrl, row.id, links.secret)));
      reminded.push(row.id);
    }
    await queueMarketingMessages(tx, links, reminders);
    const passedOver = due.map((row) => row.id).filter((id) => !reminded.includes(id));
    if (reminded.length > 0) {
      await tx.update(cart).set({ remindedAt: now }).where(inArray(cart.id, reminded));
      await countRemindersSent(tx, reminded.length);
    }
    if (passedOver.length > 0) {
      await tx.update(cart).set({ reminderCheckedAt: now }).where(inArray(cart.id, passedOver));
    }
    return due.length;
  });
}
