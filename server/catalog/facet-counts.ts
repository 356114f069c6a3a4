import { and, count, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { product } from "../db/schema";
import { facetConditions, rowHasSizeOnSale, type FacetFilter } from "./facet-conditions";

/** A facet value's key in the counts: "family:woody", "brand:<brand id>", "size:50", "sale:1". */
export type FacetCountKey = string;

/** Every key a product has, from its row alone. */
const productKeys = sql`array['brand:' || ${product.brandId}, 'concentration:' || ${product.concentration},
  'gender:' || ${product.gender},
  case when ${product.inStock} then 'in_stock:1' end,
  case when ${rowHasSizeOnSale} then 'sale:1' end]
  || array(select 'family:' || f from unnest(${product.families}) as f)
  || array(select 'note:' || n from unnest(${product.noteSlugs}) as n)
  || array(select 'size:' || s from unnest(${product.sizeMl}) as s)`;

/**
 * How many products each facet value would give (standard faceted search, decision 057): within
 * `base` (category, search, price), a product counts toward a value when it has the value and
 * matches every chosen facet but that value's own. One query over the product rows; keys of
 * values giving none are absent.
 */
export async function facetCounts(
  db: Db,
  base: SQL | undefined,
  filter: FacetFilter,
  isOnSale: boolean,
): Promise<Map<FacetCountKey, number>> {
  const chosen: { name: string; condition: SQL }[] = [...facetConditions(filter)].map(([name, condition]) => ({ name, condition }));
  if (isOnSale) chosen.push({ name: "sale", condition: rowHasSizeOnSale });
  const misses = chosen.length
    ? sql.join(
        chosen.map(({ condition }) => sql`(case when ${condition} then 0 else 1 end)`),
        sql` + `,
      )
    : sql`0`;
  // The one facet a product misses, when it misses one: the key of its name counts it.
  const missed = chosen.length
    ? sql`concat_ws(',', ${sql.join(
        chosen.map(({ name, condition }) => sql`case when ${condition} then null else ${name}::text end`),
        sql`, `,
      )})`
    : sql`''`;
  const keyed = db
    .select({
      key: sql<string>`unnest(${productKeys})`.as("key"),
      misses: sql<number>`${misses}`.as("misses"),
      missed: sql<string>`${missed}`.as("missed"),
    })
    .from(product)
    .where(and(base, sql`${misses} <= 1`))
    .as("keyed");
  const rows = await db
    .select({ key: keyed.key, count: count() })
    .from(keyed)
    .where(
      sql`${keyed.key} is not null and (${keyed.misses} = 0 or split_part(${keyed.key}, ':', 1) = ${keyed.missed})`,
    )
    .groupBy(keyed.key);
  return new Map(rows.map((row) => [row.key, row.count]));
}
