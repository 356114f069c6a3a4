import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { notify } from "../../lib/notify";
import type { CartLine } from "#contracts/cart.ts";
import { useCart } from "../../lib/cart/cart-context";
import { addedToCartText } from "../../lib/cart/use-add-to-cart";

interface Reorder {
  lines: CartLine[];
  unavailable: string[];
}

/**
 * 'Add to Cart' on My Orders: asks the server for the order's items at today's prices, adds
 * them to the cart and names the items no longer available.
 */
export function ReorderButton({ orderId }: { orderId: string }) {
  const fetcher = useFetcher<Reorder>();
  const cart = useCart();
  const handled = useRef<Reorder | undefined>(undefined);
  useEffect(() => {
    const reorder = fetcher.data;
    if (!reorder || handled.current === reorder) return;
    handled.current = reorder;
    for (const { quantity, ...item } of reorder.lines) cart.add(item, quantity);
    const count = reorder.lines.reduce((sum, line) => sum + line.quantity, 0);
    if (count > 0) notify("success", addedToCartText(count), { duration: 3000 });
    if (reorder.unavailable.length > 0) {
      notify("warning", `No longer available: ${reorder.unavailable.join(", ")}`, {
        duration: 6000,
      });
    }
  }, [fetcher.data, cart]);
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
