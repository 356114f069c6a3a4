import type { CategoryCard } from "#contracts/categories.ts";
import type { Db } from "../db/client";
import type { Listen } from "../db/notifications";
import { createCatalogueMemo } from "./catalogue-memo";
import { listCategoryCards } from "./categories/category-queries";
import { listCategoryRedirects } from "./categories/category-admin-queries";
import type { FacetCountMap, FacetKeeper } from "./facets/faceted-listing";
import { facetVocabulary, type FacetVocabulary } from "./facets/facet-vocabulary";
import {
  deepestSalePercent,
  listHomeGrid,
  type HomeGrid,
  type HomeGridPage,
} from "./product-queries";

/**
 * The catalogue reads every viewer of a page shares (home's grids, the category cards, a
 * listing's facet counts and the brands and notes they name: FacetKeeper, decision 059),
 * answered from this process's memory until the catalogue changes (decision 022): a page rendered
 * for a signed-in customer, or afresh after a hard reload, costs the database nothing for them.
 */
export interface CatalogueReads extends FacetKeeper {
  /** listHomeGrid's answer for `grid` and `limit` (1–1000 cards). @throws a database error. */
  homeGrid(grid: HomeGrid, limit: number): Promise<HomeGridPage>;
  /** listCategoryCards's answer. @throws a database error. */
  categoryCards(where: "home" | "slider"): Promise<CategoryCard[]>;
  /**
   * The category a renamed category's old name leads to now (listCategoryRedirects, decision
   * 062), or undefined. @throws a database error.
   */
  redirectedCategory(name: string): Promise<string | undefined>;
  /** deepestSalePercent's answer: the home sale slide's figure. @throws a database error. */
  salePercent(): Promise<number>;
}

const maxAgeMs = 5 * 60_000;

/**
 * Catalogue reads of this process over `db`, forgotten on every `catalog_changed` notification
 * heard through `listen` (server/catalog/catalogue-memo.ts). Grids are bounded by the product
 * cards they hold: 4,000 cards (about 2 MB), enough for every grid at each size shoppers open.
 */
export function createCatalogueReads(db: Db, listen: Listen): CatalogueReads {
  const grids = createCatalogueMemo<HomeGridPage>(listen, {
    maxEntries: 300,
    maxAgeMs,
    maxSize: 4_000,
    sizeOf: (page) => page.products.length + 1,
  });
  const categories = createCatalogueMemo<CategoryCard[]>(listen, { maxEntries: 2, maxAgeMs });
  const redirects = createCatalogueMemo<Map<string, string>>(listen, { maxEntries: 1, maxAgeMs });
  const sale = createCatalogueMemo<{ percent: number }>(listen, { maxEntries: 1, maxAgeMs });
  // A panel's counts are at most a few hundred values: 1,000 panels, about 2 MB.
  const vocabulary = createCatalogueMemo<FacetVocabulary>(listen, { maxEntries: 1, maxAgeMs });
  const counts = createCatalogueMemo<FacetCountMap>(listen, {
    maxEntries: 1_000,
    maxAgeMs,
    maxSize: 200_000,
    sizeOf: (map) => map.size + 1,
  });
  return {
    homeGrid: (grid, limit) => grids.read(`${grid}:${limit}`, () => listHomeGrid(db, grid, limit)),
    categoryCards: (where) => categories.read(where, () => listCategoryCards(db, where)),
    redirectedCategory: async (name) =>
      (await redirects.read("redirects", () => listCategoryRedirects(db))).get(name),
    facetCounts: (key, load) => counts.read(key, load),
    facetVocabulary: () => vocabulary.read("vocabulary", () => facetVocabulary(db)),
    salePercent: async () => {
      const { percent } = await sale.read("sale", async () => ({
        percent: await deepestSalePercent(db),
      }));
      return percent;
    },
  };
}
