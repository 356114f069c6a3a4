import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { FacetName } from "#contracts/facets.ts";
import { product } from "../../db/schema";

/**
 * The chosen facet values as the database reads them: brands by id, sizes as millilitre
 * numbers in text, the rest by slug. A facet with no values is not chosen.
 */
export type FacetFilter = Partial<Record<FacetName, string[]>>;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const intArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${Number(value)}`),
    sql`, `,
  )}]::integer[]`;

/** One facet's condition: the product has one of `values` (the arrays read by their GIN indexes). */
function facetCondition(facet: FacetName, values: string[]): SQL {
  switch (facet) {
    case "brand":
      return inArray(product.brandId, values);
    case "family":
      return sql`${product.families} && ${textArray(values)}`;
    case "note":
      return sql`${product.noteSlugs} && ${textArray(values)}`;
    case "concentration":
      return inArray(product.concentration, values);
    case "size":
      return sql`${product.sizeMl} && ${intArray(values)}`;
    case "gender":
      return sql`${product.gender} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;
    case "in_stock":
      return eq(product.inStock, true);
  }
}

/**
 * The condition of each chosen facet (docs/decisions/057-perfume-facts.md): values of one
 * facet OR-ed; the caller ANDs the facets.
 */
export function facetConditions(filter: FacetFilter): Map<FacetName, SQL> {
  const conditions = new Map<FacetName, SQL>();
  for (const [facet, values] of Object.entries(filter) as [FacetName, string[] | undefined][]) {
    if (values && values.length > 0) conditions.set(facet, facetCondition(facet, values));
  }
  return conditions;
}

/**
 * A product with a size in stock on sale, read from its row's listed sizes (kept with its
 * sizes by the trigger of migration 0019), as server/catalog/product-queries.ts's sale filter.
 */
export const rowHasSizeOnSale = sql`jsonb_path_exists(${product.listedSizes}, '$[*] ? (@.compareAtPrice != null && @.inStock == true)')`;
