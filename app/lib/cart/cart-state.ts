import { useFetchers, useRouteLoaderData } from "react-router";

/** What the root loader tells every page of the visitor's cart (decision 019). */
export interface RootCart {
  /** The sum of the server cart's quantities. */
  count: number;
}

/** The cart form's address. */
export const cartAction = "/cart";

/** The cart forms of `intent` sent and not yet answered, oldest first. */
export function usePendingCartForms(intent: "add" | "set"): FormData[] {
  return useFetchers().flatMap((fetcher) =>
    fetcher.state !== "idle" &&
    fetcher.formAction === cartAction &&
    fetcher.formData?.get("intent") === intent
      ? [fetcher.formData]
      : [],
  );
}

/** Units being added by cart forms not yet counted in the root loader's data. */
function usePendingAdds(): number {
  return usePendingCartForms("add").reduce(
    (total, form) => total + (Number(form.get("quantity")) || 1),
    0,
  );
}

/**
 * The header badge's count: the server cart's, plus adds sent but not yet answered, so a tap
 * shows at once on a slow connection (decision 019).
 */
export function useCartCount(): number {
  const data = useRouteLoaderData<{ cart: RootCart }>("root");
  return (data?.cart.count ?? 0) + usePendingAdds();
}

/** SPEC §8: the cart notice after an add. */
export function addedToCartText(quantity: number): string {
  return `Added ${quantity} item(s) to cart`;
}

/** Decision 017: why an add stopped short — one order holds at most `maxUnits` of a product. */
export function cartCapText(added: number, maxUnits: number): string {
  const done = added > 0 ? `${addedToCartText(added)}. ` : "";
  return `${done}One order can hold at most ${maxUnits} of each size.`;
}
