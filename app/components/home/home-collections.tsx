import type { CategoryCard } from "#contracts/categories.ts";
import type { ProductCard } from "#contracts/product.ts";
import { CategoryBrowser } from "./category-browser";
import { ProductGridSection } from "./product-grid-section";

type Grid = { products: ProductCard[]; total: number };

/** What the home page shows below the carousel. */
export interface HomeCollectionsData {
  categories: CategoryCard[];
  bestSellers: Grid;
  women: Grid;
  men: Grid;
}

/**
 * The category browser and the three home grids (SPEC §2); without data, the grids show their
 * skeleton cards.
 */
export function HomeCollections({
  data,
  selectedCategory,
}: {
  data?: HomeCollectionsData;
  selectedCategory?: string;
}) {
  return (
    <>
      <CategoryBrowser categories={data?.categories ?? []} selected={selectedCategory} />
      <div id="collections">
        <ProductGridSection
          id="best-sellers"
          title="Best Sellers"
          tagline="Discover our most popular picks!"
          emptyText="No best seller products available at the moment."
          param="best"
          grid={data?.bestSellers}
        />
        <ProductGridSection
          id="ladies-best-sellers"
          title="Ladies Best Sellers"
          tagline="Crafted just for her!"
          emptyText="No women's perfumes available at the moment."
          param="women"
          grid={data?.women}
        />
        <ProductGridSection
          id="men-best-sellers"
          title="Men Best Sellers"
          tagline="Confident, Crisp, Bold!"
          emptyText="No men's perfumes available at the moment."
          param="men"
          grid={data?.men}
        />
      </div>
    </>
  );
}
