import { AlertDialog } from "radix-ui";
import { formatPrice } from "#contracts/money.ts";
import { PriceSchema } from "#contracts/admin-product.ts";
import { OptionalPriceSchema } from "#contracts/size-fields.ts";
import { typedSizes, type ProductFormState } from "./use-add-product";

/** Each size typed with the price it will sell at ("50ml KSh 6,100"): its own, else the Base Price. */
function sizePrices(values: ProductFormState): string {
  const base = PriceSchema.safeParse(values.price);
  return typedSizes(values.sizes)
    .map((label, position) => {
      const own = OptionalPriceSchema.safeParse(values.sizeDetails[position]?.price ?? "");
      const price = own.success && own.data !== null ? own.data : base.data;
      return price === undefined ? label : `${label} ${formatPrice(price)}`;
    })
    .join(" · ");
}

/** SPEC §2/§4: the confirmation before a new product is uploaded and saved, open. */
export function ConfirmProductDialog({
  values,
  onConfirm,
  onCancel,
}: {
  values: ProductFormState;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-espresso/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 bg-ivory p-6 shadow-xl sm:p-8">
          <AlertDialog.Title className="font-display text-2xl text-espresso">
            Add this product?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-taupe">
            {values.name.trim()} · {values.category} · {sizePrices(values)}
            <br />
            It will show in the shop as soon as it is saved.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className="h-11 border border-stone px-5 text-xs tracking-[0.15em] uppercase">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="h-11 border border-espresso bg-espresso px-5 text-xs tracking-[0.15em] text-ivory uppercase"
            >
              Add Product
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
