import { compareAtPriceFor } from "./demo-forms";
import type { DemoProduct, DemoSize, PricedDemoProduct } from "./demo-product";
import { hashString, seededRng } from "./demo-random";

/** How many products are out of stock, and how many have a size in stock but below 5 (SPEC §9). */
const outOfStockCount = 8;
const lowStockCount = 8;
/** Products of several sizes whose largest size is sold out while the others sell. */
const soldOutLargestCount = 4;
/** The sales: one product each, the percentage taken off every size's price (the deepest first). */
const salePercents = [35, 30, 25, 25, 20, 20, 15, 15] as const;

type Stock = Pick<DemoSize, "inStock" | "stockLevel">;

/** A stable order of `products` for the choice named `purpose`. */
const shuffled = <Product extends { name: string }>(products: Product[], purpose: string) =>
  [...products].sort(
    (a, b) => hashString(`${a.name}#${purpose}`) - hashString(`${b.name}#${purpose}`),
  );

/**
 * Chooses stock and sales across the whole demo catalogue so the counts are exact: a stable
 * shuffle by name picks the out-of-stock products (every size at 0), the low-stock ones (first
 * size at 1–4), the ones whose largest size is sold out, and the ones on sale; every other size
 * is tracked (10–60) or untracked.
 */
export function withStockAndSales(products: PricedDemoProduct[]): DemoProduct[] {
  const byStock = shuffled(products, "stock");
  const outOfStock = new Set(byStock.slice(0, outOfStockCount).map((product) => product.id));
  const lowStock = new Set(
    byStock.slice(outOfStockCount, outOfStockCount + lowStockCount).map((product) => product.id),
  );
  const inStock = byStock.slice(outOfStockCount + lowStockCount);
  const soldOutLargest = new Set(
    shuffled(
      inStock.filter((product) => product.sizes.length > 1),
      "sold-out",
    )
      .slice(0, soldOutLargestCount)
      .map((product) => product.id),
  );
  const percentOff = new Map(
    shuffled(inStock, "sale").flatMap((product, index) => {
      const percent = salePercents[index];
      return percent === undefined ? [] : [[product.id, percent] as const];
    }),
  );

  return products.map((product) => {
    const rng = seededRng(`${product.name}#level`);
    const last = product.sizes.length - 1;
    const stockOf = (position: number): Stock => {
      if (outOfStock.has(product.id)) return { inStock: false, stockLevel: 0 };
      if (position === 0 && lowStock.has(product.id))
        return { inStock: true, stockLevel: rng.int(1, 4) };
      if (position === last && soldOutLargest.has(product.id))
        return { inStock: false, stockLevel: 0 };
      return { inStock: true, stockLevel: rng.chance(0.6) ? rng.int(10, 60) : null };
    };
    const percent = percentOff.get(product.id);
    return {
      ...product,
      sizes: product.sizes.map((size, position) => ({
        ...size,
        compareAtPrice: percent === undefined ? null : compareAtPriceFor(size.price, percent),
        ...stockOf(position),
      })),
    };
  });
}
