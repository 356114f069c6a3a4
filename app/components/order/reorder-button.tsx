import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { productDisplayName } from "#contracts/product-name.ts";
import { notify } from "../../lib/notify";
import { addedToCartText, cartCapText } from "../../lib/cart/cart-state";
import { useShopSettings } from "../../lib/public-config";

interface Reorder {
  added: number;
  requested: number;
  unavailable: string[];
}

/**
 * 'Add to Cart' on My Orders: the server puts the order's items in the cart at today's prices
 * (decision 019); the notice says how many went in and names the items no longer available.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const fetcher = useFetcher<Reorder>();
  const { orderMaxUnits } = useShopSettings();
  const handled = useRef<Reorder | undefined>(undefined);
  useEffect(() => {
    const reorder = fetcher.data;
    if (!reorder || handled.current === reorder) return;
    handled.current = reorder;
    if (reorder.added < reorder.requested) {
      notify("warning", cartCapText(reorder.added, orderMaxUnits), { duration: 5000 });
    } else if (reorder.added > 0) {
      notify("success", addedToCartText(reorder.added), { duration: 3000 });
    }
    if (reorder.unavailable.length > 0) {
      notify(
        "warning",
        `No longer available: ${reorder.unavailable.map(productDisplayName).join(", ")}`,
        {
          duration: 6000,
        },
      );
    }
  }, [fetcher.data, orderMaxUnits]);
  return (
    <fetcher.Form method="post" action="/orders">
      <input type="hidden" name="orderId" value={orderId} />
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        className="bg-espresso px-5 py-2.5 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink disabled:opacity-60"
      >
        Add to Cart
      </button>
    </fetcher.Form>
  );
}
