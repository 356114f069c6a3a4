import { useId } from "react";
import type { ProductCard as Product } from "#contracts/product.ts";
import { ProductCard } from "./product-card";

/**
 * A row of product cards under a heading on the product page (Similar scents, More from
 * {brand}); nothing when there are no products.
 */
export function RelatedProducts({ title, products }: { title: string; products: Product[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-16 border-t border-stone/70 pt-10 sm:mt-20">
      <h2 id={headingId} className="font-display text-3xl text-espresso">
        {title}
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-6">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </section>
  );
}
