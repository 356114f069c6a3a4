import type { AdminProduct } from "#contracts/admin-product.ts";
import { ProductEditRow } from "./product-edit-row";
import { editTableColumns } from "./size-edit-row";

/**
 * The Update Products table (SPEC §2): a header and one row per product on wide screens,
 * a stack of cards on a phone.
 */
export function ProductEditTable({ products }: { products: AdminProduct[] }) {
  return (
    <div className="border border-stone/70 bg-white/60">
      <div
        aria-hidden
        className={`hidden border-b border-stone/70 px-4 py-3 text-[11px] tracking-[0.18em] text-taupe uppercase ${editTableColumns}`}
      >
        <span>Product</span>
        <span>Category</span>
        <span>Price</span>
        <span>Stock Level</span>
        <span>Status</span>
        <span className="w-[184px] text-right">Actions</span>
      </div>
      <ul className="divide-y divide-stone/70">
        {products.map((product) => (
          <ProductEditRow key={product.id} product={product} />
        ))}
      </ul>
    </div>
  );
}
