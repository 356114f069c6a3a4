import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import type { CartFormResult, CartIntent } from "#contracts/cart.ts";
import { addedToCartText, cartAction, cartCapText } from "../../lib/cart/cart-state";
import { notify } from "../../lib/notify";
import { useShopSettings } from "../../lib/public-config";
import { useIsHydrated } from "../../lib/use-hydrated";

interface CartFormProps {
  intent: CartIntent;
  productId?: string;
  /** The size added (none: the product's default size) or the line changed. */
  sizeId?: string;
  /** The form's id, for fields outside it that belong to it (a size chosen above it). */
  id?: string;
  /** Sent as `quantity`; a submit button may send its own instead. */
  quantity?: number;
  className?: string;
  /** The form's submit button(s). */
  children: ReactNode;
}

/** Shows SPEC §8's notice for an answered cart form: the add, the cap, or the refusal. */
function useCartNotice(result: CartFormResult | undefined): void {
  const { orderMaxUnits } = useShopSettings();
  const shown = useRef<CartFormResult | undefined>(undefined);
  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    if (!result.ok) return notify("error", result.error, { duration: 5000 });
    if (result.intent !== "add") return;
    const added = result.added ?? 0;
    if (added < (result.requested ?? added)) {
      notify("warning", cartCapText(added, orderMaxUnits), { duration: 5000 });
    } else notify("success", addedToCartText(added), { duration: 3000 });
  }, [result, orderMaxUnits]);
}

/**
 * A form that changes the server's cart (decision 019). Before the page is live it is a plain HTML
 * form that goes back to this page (its `returnTo`), so a tap is never lost and works without
 * JavaScript; once live it is sent in the background (a fetcher), the badge counts the add at
 * once and the notice follows the answer.
 */
export function CartForm({
  intent,
  productId,
  sizeId,
  id,
  quantity,
  className,
  children,
}: CartFormProps) {
  const fetcher = useFetcher<CartFormResult>();
  const isHydrated = useIsHydrated();
  const location = useLocation();
  useCartNotice(fetcher.data);
  return (
    <fetcher.Form method="post" action={cartAction} id={id} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {productId !== undefined && <input type="hidden" name="productId" value={productId} />}
      {sizeId !== undefined && <input type="hidden" name="sizeId" value={sizeId} />}
      {quantity !== undefined && <input type="hidden" name="quantity" value={quantity} />}
      {!isHydrated && (
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      )}
      {children}
    </fetcher.Form>
  );
}
