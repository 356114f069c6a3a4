import { useEffect } from "react";
import { useFetcher } from "react-router";
import { notify } from "#app/lib/notify.ts";
import type { AdminProduct } from "#contracts/admin-product.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";

/** What POST /admin/products/update answers. */
export type UpdateAnswer = { product: AdminProduct; error?: undefined } | { error: string };

const toggleButton =
  "h-9 border px-3 text-[11px] tracking-[0.14em] uppercase transition disabled:opacity-50";

interface StockToggleProps {
  productId: string;
  /** The size toggled; none toggles every size of the product. */
  sizeId?: string;
  inStock: boolean;
  /** What the button's accessible name adds to its text: the product, or the product and size. */
  name: string;
}

/**
 * SPEC §2's 'Mark Out' / 'Mark In' of a size or of a whole product, sent at once; the button
 * shows the state asked for while the answer comes, and a failure SPEC §8's alert.
 */
export function StockToggle({ productId, sizeId, inStock, name }: StockToggleProps) {
  const stock = useFetcher<UpdateAnswer>();
  useEffect(() => {
    if (stock.data?.error !== undefined) notify("error", productAdminTexts.stockStatusFailed);
  }, [stock.data]);
  const pending = stock.formData?.get("inStock");
  const isInStock = pending ? pending === "true" : inStock;
  const text = isInStock ? "Mark Out" : "Mark In";
  return (
    <stock.Form method="post" action="/admin/products/update">
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="productId" value={productId} />
      {sizeId !== undefined && <input type="hidden" name="sizeId" value={sizeId} />}
      <input type="hidden" name="inStock" value={String(!isInStock)} />
      <button
        type="submit"
        aria-label={`${text} ${name}`}
        disabled={stock.state !== "idle"}
        className={`${toggleButton} ${isInStock ? "border-wine/40 text-wine hover:border-wine" : "border-espresso text-espresso hover:bg-espresso hover:text-ivory"}`}
      >
        {text}
      </button>
    </stock.Form>
  );
}
