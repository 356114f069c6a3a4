import { redirect } from "react-router";
import { parseProductListQuery, type ProductListQuery } from "#contracts/product-list-query.ts";

/**
 * A listing page's query (SPEC §2), read in its loader. SPEC §5: a max below the min is read
 * raised to it; the address then says so too, as the price fields do (a typed or shared URL,
 * or the form sent before the page was live), by a redirect thrown to the raised address.
 */
export function readListingQuery(url: URL): ProductListQuery {
  const query = parseProductListQuery(url.searchParams);
  const askedMax = url.searchParams.get("max_price");
  if (query.max_price !== undefined && Number(askedMax) !== query.max_price) {
    const raised = new URLSearchParams(url.searchParams);
    raised.set("max_price", String(query.max_price));
    throw redirect(`${url.pathname}?${raised}`);
  }
  return query;
}
