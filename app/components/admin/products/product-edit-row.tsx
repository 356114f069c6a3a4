import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { notify } from "#app/lib/notify.ts";
import {
  PriceSchema,
  productAdminTexts,
  productFormTexts,
  ProductUpdateSchema,
  type AdminProduct,
} from "#contracts/admin-product.ts";
import { formatPrice } from "#contracts/money.ts";
import { productDisplayName } from "#contracts/product-name.ts";
import { categoryLabel } from "#app/lib/format.ts";
import { ProductImage } from "../../product/product-image";
import { ProductBadges } from "./product-badges";

/** Column layout shared by the header and the rows (md and wider; phones stack each row). */
export const editTableColumns =
  "md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.1fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_auto] md:items-center md:gap-4";

/** What POST /admin/products/update answers. */
type UpdateAnswer = { product: AdminProduct; error?: undefined } | { error: string };

const smallButton =
  "h-9 border px-3 text-[11px] tracking-[0.14em] uppercase transition disabled:opacity-50";
const cellLabel = "block text-[11px] tracking-[0.14em] text-taupe uppercase md:sr-only";

/**
 * One product on Update Products (SPEC §2): Edit turns price and stock level into inputs saved
 * together; Mark Out / Mark In toggles availability at once. A failure shows SPEC §8's alert.
 */
export function ProductEditRow({ product }: { product: AdminProduct }) {
  const edit = useFetcher<UpdateAnswer>();
  const stock = useFetcher<UpdateAnswer>();
  const [isEditing, setIsEditing] = useState(false);
  const [price, setPrice] = useState(String(product.price));
  const [stockLevel, setStockLevel] = useState(product.stockLevel?.toString() ?? "");
  const [priceError, setPriceError] = useState<string>();
  const name = productDisplayName(product.name);
  const errorId = useId();

  useEffect(() => {
    if (edit.data?.error !== undefined) notify("error", productAdminTexts.updateFailed);
  }, [edit.data]);
  useEffect(() => {
    if (stock.data?.error !== undefined) notify("error", productAdminTexts.stockStatusFailed);
  }, [stock.data]);

  const startEditing = () => {
    setPrice(String(product.price));
    setStockLevel(product.stockLevel?.toString() ?? "");
    setPriceError(undefined);
    setIsEditing(true);
  };
  const save = () => {
    if (!PriceSchema.safeParse(price).success) {
      setPriceError(productFormTexts.price);
      return;
    }
    // Closes at once showing the values sent; a failure alerts and the row shows the saved ones.
    setIsEditing(false);
    void edit.submit(
      { intent: "edit", productId: product.id, price, stockLevel },
      { method: "post", action: "/admin/products/update" },
    );
  };
  const pendingInStock = stock.formData?.get("inStock");
  const inStock = pendingInStock ? pendingInStock === "true" : product.inStock;
  const isSaving = edit.state !== "idle";
  const sent = edit.formData && ProductUpdateSchema.safeParse(Object.fromEntries(edit.formData));
  const shown = sent?.success && sent.data.intent === "edit" ? sent.data : product;

  return (
    <li
      className={`grid grid-cols-2 gap-x-4 gap-y-3 px-4 py-4 ${editTableColumns}`}
      aria-label={name}
    >
      <div className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
        <ProductImage
          image={product.image}
          alt=""
          sizes="48px"
          className="size-12 shrink-0 bg-linen object-cover"
        />
        <div className="min-w-0">
          <p title={name} className="truncate font-display text-lg leading-tight text-espresso">
            {name}
          </p>
          <p className="truncate text-xs text-taupe">{product.sizes.join(" · ")}</p>
        </div>
      </div>
      <p className="text-sm text-ink">
        <span className={cellLabel}>Category </span>
        {categoryLabel(product.category)}
      </p>
      {isEditing ? (
        <>
          <label className="text-sm">
            <span className={cellLabel}>Price (KSh)</span>
            <input
              aria-label={`Price of ${name}`}
              inputMode="numeric"
              value={price}
              onChange={(event) => {
                setPrice(event.target.value);
                setPriceError(undefined);
              }}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? errorId : undefined}
              className="mt-1 h-9 w-full border border-stone bg-white px-2 text-sm outline-none focus:border-gold md:mt-0"
            />
            {priceError && (
              <span id={errorId} className="mt-1 block text-xs text-wine">
                {priceError}
              </span>
            )}
          </label>
          <label className="text-sm">
            <span className={cellLabel}>Stock Level</span>
            <input
              aria-label={`Stock level of ${name}`}
              inputMode="numeric"
              placeholder="Not tracked"
              value={stockLevel}
              onChange={(event) => setStockLevel(event.target.value)}
              className="mt-1 h-9 w-full border border-stone bg-white px-2 text-sm outline-none focus:border-gold md:mt-0"
            />
          </label>
        </>
      ) : (
        <>
          <p className="text-sm text-ink tabular-nums">
            <span className={cellLabel}>Price </span>
            {formatPrice(shown.price)}
          </p>
          <p className="text-sm text-ink tabular-nums">
            <span className={cellLabel}>Stock Level </span>
            {shown.stockLevel ?? <span className="text-taupe">Not tracked</span>}
          </p>
        </>
      )}
      <div>
        <span className={cellLabel}>Status</span>
        {inStock ? (
          <span className="text-sm text-ink">In Stock</span>
        ) : (
          <ProductBadges product={{ inStock, isBestSeller: false }} />
        )}
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:w-[184px] md:justify-end">
        {isEditing ? (
          <>
            <button
              type="button"
              onClick={save}
              className={`${smallButton} border-espresso bg-espresso text-ivory`}
            >
              Save
            </button>
            <button
              type="button"
              onClick={() => setIsEditing(false)}
              className={`${smallButton} border-stone`}
            >
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={startEditing}
            disabled={isSaving}
            aria-label={`Edit ${name}`}
            className={`${smallButton} border-stone hover:border-espresso`}
          >
            Edit
          </button>
        )}
        <stock.Form method="post" action="/admin/products/update">
          <input type="hidden" name="intent" value="stock" />
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="inStock" value={String(!inStock)} />
          <button
            type="submit"
            disabled={stock.state !== "idle"}
            className={`${smallButton} ${inStock ? "border-wine/40 text-wine hover:border-wine" : "border-espresso text-espresso hover:bg-espresso hover:text-ivory"}`}
          >
            {inStock ? "Mark Out" : "Mark In"}
          </button>
        </stock.Form>
      </div>
    </li>
  );
}
