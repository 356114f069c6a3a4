import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { canonicalDiscountCode } from "#contracts/discount-code.ts";
import { discountTexts } from "#contracts/discount-texts.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { discountCode, discountCodeTarget } from "#server/db/discount-schema.ts";
import { order } from "#server/db/order-schema.ts";
import {
  priceDiscount,
  type DiscountAmounts,
  type DiscountLine,
  type DiscountRule,
} from "./discount-pricing";

/** Who is using a code, as far as the shop knows them: account, phone (E.164), e-mail. */
export interface CodeBuyer {
  userId?: string;
  phone?: string;
  email?: string;
}

/** A code that priced an order: its id, canonical text and what it takes off (whole KSh). */
export interface AppliedDiscount extends DiscountAmounts {
  codeId: number;
  code: string;
}

/** What a code came to: applied, or refused with the shopper's text and whether it is unknown. */
export type DiscountCheck = { applied: AppliedDiscount } | { refusal: string; isUnknown: boolean };

/** What checking a code needs: the code as typed, the priced lines, the delivery fee, who buys. */
export interface DiscountCheckInput {
  code: string;
  lines: readonly DiscountLine[];
  shipping: number;
  buyer: CodeBuyer;
  now: Date;
}

/**
 * The code's row. With `isLocking`, a code with a cap on uses or once per customer is read again
 * locked FOR UPDATE: placement counts its uses under that lock. A code without either is not
 * locked, so orders with a popular code place side by side (its figures move at commit).
 */
async function readCode(db: DbExecutor, code: string, isLocking: boolean) {
  const query = db.select().from(discountCode).where(eq(discountCode.code, code));
  let [row] = await query;
  if (!row) return undefined;
  if (isLocking && (row.maxUses !== null || row.isOncePerCustomer)) {
    [row] = await query.for("update");
    if (!row) return undefined;
  }
  const targets = await db
    .select({
      key: sql<string>`coalesce(${discountCodeTarget.categoryName}, ${discountCodeTarget.productId}, ${discountCodeTarget.brandId})`,
    })
    .from(discountCodeTarget)
    .where(eq(discountCodeTarget.codeId, row.id));
  return { ...row, targets: targets.map((target) => target.key) };
}

/** Whether `buyer` has an order with code `codeId` that is not cancelled (once per customer). */
async function hasBuyerUsed(db: DbExecutor, codeId: number, buyer: CodeBuyer): Promise<boolean> {
  const known: SQL[] = [];
  if (buyer.userId) known.push(eq(order.userId, buyer.userId));
  if (buyer.phone) known.push(eq(order.phone, buyer.phone));
  if (buyer.email) {
    const email = buyer.email.toLowerCase();
    known.push(sql`lower(${order.email}) = ${email}`, sql`lower(${order.userEmail}) = ${email}`);
  }
  if (known.length === 0) return false;
  const [used] = await db
    .select({ id: order.id })
    .from(order)
    .where(and(eq(order.discountCodeId, codeId), ne(order.status, "cancelled"), or(...known)))
    .limit(1);
  return used !== undefined;
}

/** Why a code cannot be used at `now`, in the shopper's words; undefined when it can. */
function unusableText(row: NonNullable<Awaited<ReturnType<typeof readCode>>>, now: Date) {
  if (row.endedAt && row.endedAt <= now) return discountTexts.ended;
  if (row.startsAt > now) return discountTexts.notStarted(row.startsAt);
  if (row.endsAt <= now) return discountTexts.expired;
  if (row.maxUses !== null && row.uses >= row.maxUses) return discountTexts.usedUp;
  return undefined;
}

/**
 * Checks code `input.code` for an order of `input.lines` (docs/decisions/064-discount-codes.md):
 * known, not ended, started, not expired, not used up, not used before by this buyer when once
 * per customer, and giving something to these lines (priceDiscount). With `isLocking` (in
 * placement's transaction) a capped or once-per-customer code's row is locked, so concurrent
 * orders count its uses one at a time and a cap of N gives exactly N orders.
 */
export async function checkDiscountCode(
  db: DbExecutor,
  input: DiscountCheckInput,
  { isLocking = false } = {},
): Promise<DiscountCheck> {
  const code = canonicalDiscountCode(input.code);
  if (!code) return { refusal: discountTexts.malformed, isUnknown: true };
  const row = await readCode(db, code, isLocking);
  if (!row) return { refusal: discountTexts.unknown(code), isUnknown: true };
  const unusable = unusableText(row, input.now);
  if (unusable) return { refusal: unusable, isUnknown: false };
  if (row.isOncePerCustomer && (await hasBuyerUsed(db, row.id, input.buyer))) {
    return { refusal: discountTexts.usedByCustomer, isUnknown: false };
  }
  const rule: DiscountRule = row;
  const priced = priceDiscount(rule, input.lines, input.shipping);
  if ("refusal" in priced) return { refusal: priced.refusal, isUnknown: false };
  return { applied: { codeId: row.id, code, ...priced } };
}
