import { redirect } from "react-router";
import type { CatalogueReads } from "../catalogue-reads";

/**
 * A renamed category's old address (decision 062): when `url`'s `category` is a name a category
 * had before, throws a 301 to the same path and query with the category's name now (SPEC §2's
 * `/all-products?category={name}` and `/?category={name}`); otherwise returns.
 * @throws Response 301, or a database error.
 */
export async function redirectRenamedCategory(
  catalogue: Pick<CatalogueReads, "redirectedCategory">,
  url: URL,
): Promise<void> {
  const name = url.searchParams.get("category");
  if (!name) return;
  const renamed = await catalogue.redirectedCategory(name);
  if (renamed === undefined) return;
  const params = new URLSearchParams(url.searchParams);
  params.set("category", renamed);
  throw redirect(`${url.pathname}?${params}`, 301);
}
