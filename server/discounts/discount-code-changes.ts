import { eq, inArray, sql } from "drizzle-orm";
import { discountAdminTexts, type NewDiscountCode } from "#contracts/admin-discount.ts";
import { discountGivesText, type DiscountScope } from "#contracts/discount-code.ts";
import { recordActivity, type ActivityActor } from "#server/activity/record-activity.ts";
import type { Db, DbTransaction } from "#server/db/client.ts";
import { discountCode, discountCodeTarget } from "#server/db/discount-schema.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { category, product } from "#server/db/schema.ts";
import { Refusal } from "#server/http/refusal.ts";

/** How many of `keys` name a category, product or brand the shop has. */
async function countKnownTargets(tx: DbTransaction, scope: DiscountScope, keys: string[]) {
  const table = {
    categories: { from: category, key: category.name },
    products: { from: product, key: product.id },
    brands: { from: brand, key: brand.id },
  }[scope as Exclude<DiscountScope, "all">];
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(table.from)
    .where(inArray(table.key, keys));
  return row?.count ?? 0;
}

const targetRow = (codeId: number, scope: DiscountScope, key: string) => ({
  codeId,
  categoryName: scope === "categories" ? key : null,
  productId: scope === "products" ? key : null,
  brandId: scope === "brands" ? key : null,
});

/**
 * Creates discount code `input` as staff member `actor` set it, with what it applies to, in
 * one transaction (docs/decisions/064-discount-codes.md) with its 'discount.created' entry on the
 * activity trail (decision 074). Nothing is written when it is refused.
 * @returns the new code's id.
 * @throws Refusal 409 naming a code that exists already; 400 when a category, product or brand
 *   it names is no longer in the shop.
 */
export async function createDiscountCode(
  db: Db,
  input: NewDiscountCode,
  actor: ActivityActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: discountCode.id })
      .from(discountCode)
      .where(eq(discountCode.code, input.code));
    if (taken) throw new Refusal(discountAdminTexts.codeTaken(input.code), 409, { field: "code" });
    const { targets, ...columns } = input;
    if (
      targets.length > 0 &&
      (await countKnownTargets(tx, input.appliesTo, targets)) !== targets.length
    ) {
      throw new Refusal(discountAdminTexts.unknownTarget, 400, { field: input.appliesTo });
    }
    const [created] = await tx
      .insert(discountCode)
      .values({ ...columns, createdBy: actor.name })
      .onConflictDoNothing()
      .returning({ id: discountCode.id });
    // Created by another request between the look and the insert.
    if (!created)
      throw new Refusal(discountAdminTexts.codeTaken(input.code), 409, { field: "code" });
    if (targets.length > 0) {
      await tx
        .insert(discountCodeTarget)
        .values(targets.map((key) => targetRow(created.id, input.appliesTo, key)));
    }
    const { code, kind, value, startsAt, endsAt, appliesTo } = input;
    await recordActivity(tx, {
      actor,
      kind: "discount.created",
      subjectType: "discount",
      subjectId: code,
      summary: `Code ${code} created: ${discountGivesText(input)}`,
      after: { code, kind, value, startsAt, endsAt, appliesTo, targets },
    });
    return created.id;
  });
}

/**
 * Ends code `codeId` at `now` as staff member `actor` asked (decision 064): from then on it is
 * refused as ended; orders placed with it keep it. Its 'discount.ended' entry goes on the
 * activity trail in the same transaction (decision 074). Ending an ended code changes nothing.
 * @returns the code's text.
 * @throws Refusal 404 for an unknown code.
 */
export async function endDiscountCode(
  db: Db,
  codeId: number,
  actor: ActivityActor,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ code: discountCode.code, endedAt: discountCode.endedAt })
      .from(discountCode)
      .where(eq(discountCode.id, codeId))
      .for("update");
    if (!row) throw new Refusal(discountAdminTexts.notFound, 404);
    if (row.endedAt && row.endedAt <= now) return row.code;
    await tx.update(discountCode).set({ endedAt: now }).where(eq(discountCode.id, codeId));
    await recordActivity(
      tx,
      {
        actor,
        kind: "discount.ended",
        subjectType: "discount",
        subjectId: row.code,
        summary: `Code ${row.code} ended`,
        before: { endedAt: row.endedAt },
        after: { endedAt: now },
      },
      now,
    );
    return row.code;
  });
}
