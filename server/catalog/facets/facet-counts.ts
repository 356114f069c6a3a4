import { and, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { product } from "../../db/schema";
import { facetConditions, rowHasSizeOnSale, type FacetFilter } from "./facet-conditions";

/** A facet value's key in the counts: "family:woody", "brand:<brand id>", "size:50", "sale:1". */
export type FacetCountKey = string;

/**
 * Each facet's values on a product row: a list (unnested) or one value (null when none). The
 * name is the facet's, as the chosen facets are named in "missed".
 */
const facetValues: { name: string; values: SQL; isList: boolean }[] = [
  { name: "brand", values: sql`brand_id`, isList: false },
  { name: "family", values: sql`families`, isList: true },
  { name: "note", values: sql`note_slugs`, isList: true },
  { name: "concentration", values: sql`concentration`, isList: false },
  { name: "size", values: sql`size_ml`, isList: true },
  { name: "gender", values: sql`gender`, isList: false },
  { name: "in_stock", values: sql`case when in_stock then '1' end`, isList: false },
  { name: "sale", values: sql`case when on_sale then '1' end`, isList: false },
];

/**
 * How many products each facet value would give (standard faceted search, decision 057): within
 * `base` (category, search, price), a product counts toward a value when it has the value and
 * matches every chosen facet but that value's own. One query over the product rows (those
 * missing two chosen facets or more are left out at once); keys of values giving none are
 * absent.
 */
export async function facetCounts(
  db: Db,
  base: SQL | undefined,
  filter: FacetFilter,
  isOnSale: boolean,
): Promise<Map<FacetCountKey, number>> {
  const chosen: { name: string; condition: SQL }[] = [...facetConditions(filter)].map(
    ([name, condition]) => ({ name, condition }),
  );
  if (isOnSale) chosen.push({ name: "sale", condition: rowHasSizeOnSale });
  const misses = chosen.length
    ? sql.join(
        chosen.map(({ condition }) => sql`(case when ${condition} then 0 else 1 end)`),
        sql` + `,
      )
    : sql`0`;
  // The one chosen facet a product misses, when it misses one: that facet's values count it.
  const missed = chosen.length
    ? sql`concat_ws(',', ${sql.join(
        chosen.map(
          ({ name, condition }) => sql`case when ${condition} then null else ${name}::text end`,
        ),
        sql`, `,
      )})`
    : sql`''`;
  const counted = facetValues.map(({ name, values, isList }) => {
    const value = isList ? sql`v` : values;
    const from = isList ? sql`counted, unnest(${values}) as v` : sql`counted`;
    return sql`select ${name}::text as facet, ${value}::text as value, count(*)::integer as count
      from ${from} where ${value} is not null and (misses = 0 or missed = ${name}::text)
      group by ${value}`;
  });
  const rows = await db
    .select({ facet: sql<string>`facet`, value: sql<string>`value`, count: sql<number>`count` })
    .from(
      sql`(with counted as materialized (
        select ${product.brandId} as brand_id, ${product.families} as families,
          ${product.noteSlugs} as note_slugs, ${product.concentration} as concentration,
          ${product.sizeMl} as size_ml, ${product.gender} as gender, ${product.inStock} as in_stock,
          ${rowHasSizeOnSale} as on_sale, ${misses} as misses, ${missed} as missed
        from ${product} where ${and(base, sql`${misses} <= 1`)})
        ${sql.join(counted, sql` union all `)}) as facet_counts`,
    );
  return new Map(rows.map((row) => [`${row.facet}:${row.value}`, Number(row.count)]));
}
