import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useRefusalFocus } from "#app/lib/form/use-refusal-focus.ts";
import { notify } from "#app/lib/notify.ts";
import type { AdminProduct, AdminProductSize } from "#contracts/admin-product.ts";
import { issuesByName, refusalOf, type FormRefusal } from "#contracts/form-refusal.ts";
import { formatPrice } from "#contracts/money.ts";
import { productAdminTexts } from "#contracts/product-form-texts.ts";
import { FieldError, fieldErrorProps } from "#app/components/ui/field-error.tsx";
import { ProductBadges } from "../list/product-badges";
import { StockToggle, type UpdateAnswer } from "./stock-toggle";
import { WaitingBadge } from "../waiting-badge";

/** Column layout shared by the header and the rows (md and wider; phones stack each row). */
export const editTableColumns =
  "md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.1fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_auto] md:items-center md:gap-4";

export const smallButton =
  "h-9 border px-3 text-[11px] tracking-[0.14em] uppercase transition disabled:opacity-50";
export const cellLabel = "block text-[11px] tracking-[0.14em] text-taupe uppercase md:sr-only";
const inputClass =
  "mt-1 h-9 w-full border border-stone bg-white px-2 text-sm outline-none focus:border-gold aria-invalid:border-wine";

type Field = "price" | "compareAtPrice" | "stockLevel";
const fieldLabels: Record<Field, string> = {
  price: "Price",
  compareAtPrice: "Compare-at price",
  stockLevel: "Stock level",
};

/** A size's price and stock as shown: the saved ones, or those sent until the answer comes. */
type ShownValues = Pick<AdminProductSize, "price" | "compareAtPrice" | "stockLevel">;

/**
 * The edit's schema, and zod/mini's core with it (8.7 KB gzip): loaded when staff first press
 * Edit, not with the page (decision 053); undefined if it cannot load.
 */
const loadUpdateSchema = () => import("#contracts/admin-product.ts").catch(() => undefined);

/** A size's values as typed in the inline edit. */
const typedValues = (size: AdminProductSize): Record<Field, string> => ({
  price: String(size.price),
  compareAtPrice: size.compareAtPrice?.toString() ?? "",
  stockLevel: size.stockLevel?.toString() ?? "",
});

/**
 * One size of a product on Update Products (SPEC §2, DESIGN §5): Edit turns its price,
 * compare-at price and stock level into inputs saved together, checked as the server checks
 * them: each refused field marked with its own message, the first focused (decision 052);
 * Mark Out / Mark In toggles the size at once. A failure shows SPEC §8's alert.
 */
export function SizeEditRow({ product, size }: { product: AdminProduct; size: AdminProductSize }) {
  const edit = useFetcher<UpdateAnswer>();
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState(() => typedValues(size));
  const [refusal, setRefusal] = useState<FormRefusal>();
  const [sent, setSent] = useState<ShownValues>();
  const fieldsRef = useRefusalFocus<HTMLFieldSetElement>(refusal);
  const name = `${product.name} — ${size.label}`;
  const errorId = useId();

  useEffect(() => {
    if (edit.data?.error !== undefined) notify("error", productAdminTexts.updateFailed);
  }, [edit.data]);

  const startEditing = () => {
    void loadUpdateSchema();
    setValues(typedValues(size));
    setRefusal(undefined);
    setIsEditing(true);
  };
  const change = { intent: "edit", productId: product.id, sizeId: size.id, ...values };
  const save = async () => {
    // Without the schema (it could not load) the action checks the edit, and a refusal alerts.
    const parsed = (await loadUpdateSchema())?.ProductUpdateSchema.safeParse(change);
    if (parsed?.error) {
      setRefusal(refusalOf(issuesByName(parsed.error.issues), productAdminTexts.updateFailed));
      return;
    }
    // Closes at once showing the values sent; a failure alerts and the row shows the saved ones.
    setIsEditing(false);
    setSent(parsed?.data.intent === "edit" ? parsed.data : undefined);
    void edit.submit(change, { method: "post", action: "/admin/products/update" });
  };
  const shown = (edit.state !== "idle" && sent) || size;

  return (
    <li className={`grid grid-cols-2 gap-x-4 gap-y-2 py-3 ${editTableColumns}`} aria-label={name}>
      <p className="col-span-2 text-sm font-medium text-ink md:col-span-1 md:pl-15">{size.label}</p>
      {isEditing ? (
        <fieldset
          ref={fieldsRef}
          className="col-span-2 grid min-w-0 grid-cols-3 gap-2 md:col-span-3"
        >
          <legend className="sr-only">{`Price and stock of ${name}`}</legend>
          {(Object.keys(fieldLabels) as Field[]).map((field) => {
            const error = refusal?.fields[field];
            return (
              <div key={field} className="text-sm">
                <label>
                  <span className="block text-[11px] tracking-[0.14em] text-taupe uppercase">
                    {fieldLabels[field]}
                  </span>
                  <input
                    name={field}
                    aria-label={`${fieldLabels[field]} of ${name}`}
                    inputMode="numeric"
                    placeholder={field === "price" ? undefined : "None"}
                    value={values[field]}
                    onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    {...fieldErrorProps(`${errorId}-${field}`, error)}
                    className={inputClass}
                  />
                </label>
                <FieldError id={`${errorId}-${field}`} message={error} />
              </div>
            );
          })}
        </fieldset>
      ) : (
        <>
          <p className="text-sm text-ink tabular-nums md:col-start-3">
            <span className={cellLabel}>Price </span>
            {formatPrice(shown.price)}
            {shown.compareAtPrice !== null && (
              <del className="ml-2 text-xs text-taupe">
                <span className="sr-only">Was </span>
                {formatPrice(shown.compareAtPrice)}
              </del>
            )}
          </p>
          <p className="text-sm text-ink tabular-nums">
            <span className={cellLabel}>Stock Level </span>
            {shown.stockLevel ?? <span className="text-taupe">Not tracked</span>}
          </p>
        </>
      )}
      <SizeActions
        product={product}
        size={size}
        name={name}
        isEditing={isEditing}
        isSaving={edit.state !== "idle"}
        onEdit={startEditing}
        onSave={() => void save()}
        onCancel={() => setIsEditing(false)}
      />
    </li>
  );
}

interface SizeActionsProps {
  product: AdminProduct;
  size: AdminProductSize;
  name: string;
  isEditing: boolean;
  isSaving: boolean;
  onEdit(): void;
  onSave(): void;
  onCancel(): void;
}

/** A size's status and its Edit (Save / Cancel) and Mark Out / Mark In buttons. */
function SizeActions({ product, size, name, isEditing, isSaving, ...on }: SizeActionsProps) {
  return (
    <>
      <div>
        <span className={cellLabel}>Status</span>
        {size.inStock ? (
          <span className="text-sm text-ink">In Stock</span>
        ) : (
          <ProductBadges product={{ inStock: false, isBestSeller: false }} />
        )}
        <WaitingBadge waiting={size.waiting} />
      </div>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:w-[184px] md:justify-end">
        {isEditing ? (
          <>
            <button
              type="button"
              onClick={on.onSave}
              className={`${smallButton} border-espresso bg-espresso text-ivory`}
            >
              Save
            </button>
            <button type="button" onClick={on.onCancel} className={`${smallButton} border-stone`}>
              Cancel
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={on.onEdit}
            disabled={isSaving}
            aria-label={`Edit ${name}`}
            className={`${smallButton} border-stone hover:border-espresso`}
          >
            Edit
          </button>
        )}
        <StockToggle productId={product.id} sizeId={size.id} inStock={size.inStock} name={name} />
      </div>
    </>
  );
}
