import { asc, desc, sql } from "drizzle-orm";
import type { ListedDiscountCode } from "#contracts/discount-code.ts";
import type { DbExecutor } from "#server/db/client.ts";
import { discountCode } from "#server/db/discount-schema.ts";
import { brand } from "#server/db/perfume-schema.ts";
import { category, product } from "#server/db/schema.ts";

/** The codes Admin → Marketing → Discounts lists at most, newest first. */
const listedCodes = 100;

/**
 * The newest discount codes with their kept figures (decision 064): uses, the discount given and
 * the sales they came with (whole KSh), and the names of what each applies to. One indexed read
 * of at most 100 codes; the figures are kept by the database, never summed from orders here.
 */
export async function listDiscountCodes(db: DbExecutor): Promise<ListedDiscountCode[]> {
  // Written out with aliases: the columns of three tables share names ("id", "name").
  const targetNames = sql<string[]>`coalesce((
    select array_agg(coalesce(t.category_name, p.name, b.name) order by 1)
    from discount_code_target t
    left join product p on p.id = t.product_id
    left join brand b on b.id = t.brand_id
    where t.code_id = "discount_code"."id"
  ), '{}')`;
  return db
    .select({
      id: discountCode.id,
      code: discountCode.code,
      kind: discountCode.kind,
      value: discountCode.value,
      minSubtotal: discountCode.minSubtotal,
      startsAt: discountCode.startsAt,
      endsAt: discountCode.endsAt,
      endedAt: discountCode.endedAt,
      maxUses: discountCode.maxUses,
      isOncePerCustomer: discountCode.isOncePerCustomer,
      appliesTo: discountCode.appliesTo,
      skipsSaleItems: discountCode.skipsSaleItems,
      uses: discountCode.uses,
      discountGiven: discountCode.discountGiven,
      sales: discountCode.sales,
      targetNames,
    })
    .from(discountCode)
    .orderBy(desc(discountCode.createdAt), desc(discountCode.id))
    .limit(listedCodes);
}

/** What the new-code form offers to limit a code to: categories, products and brands by name. */
export async function readDiscountTargets(db: DbExecutor) {
  const [categories, products, brands] = await Promise.all([
    db
      .select({ key: category.name, name: category.name })
      .from(category)
      .orderBy(asc(category.sortOrder)),
    db
      .select({ key: product.id, name: product.name })
      .from(product)
      .where(sql`${product.archivedAt} is null`)
      .orderBy(asc(product.name))
      .limit(1000),
    db.select({ key: brand.id, name: brand.name }).from(brand).orderBy(asc(brand.name)),
  ]);
  return { categories, products, brands };
}
