import type { AdminProduct } from "#contracts/admin-product.ts";
import { productLifeCycleTexts } from "#contracts/product-life-cycle.ts";

/**
 * 'Archived' (docs/decisions/061-product-life-cycle.md), 'Out of Stock' and 'Best Seller' marks
 * of an admin list row or card (SPEC §2).
 */
export function ProductBadges({
  product,
}: {
  product: Pick<AdminProduct, "inStock" | "isBestSeller"> &
    Partial<Pick<AdminProduct, "archivedAt">>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {product.archivedAt && (
        <span className="bg-espresso px-2 py-0.5 text-[10px] font-medium tracking-[0.16em] text-ivory uppercase">
          {productLifeCycleTexts.archivedBadge}
        </span>
      )}
      {!product.inStock && (
        <span className="bg-wine/10 px-2 py-0.5 text-[10px] font-medium tracking-[0.16em] text-wine uppercase">
          Out of Stock
        </span>
      )}
      {product.isBestSeller && (
        <span className="bg-gold/15 px-2 py-0.5 text-[10px] font-medium tracking-[0.16em] text-gold-dark uppercase">
          Best Seller
        </span>
      )}
    </span>
  );
}
