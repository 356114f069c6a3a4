import { useRouteLoaderData } from "react-router";
import type { ShopSettings } from "#contracts/shop-settings.ts";

/** The shop settings the root loader rendered into the page. */
export function useShopSettings(): ShopSettings {
  const data = useRouteLoaderData<{ settings: ShopSettings }>("root");
  if (!data) throw new Error("The root loader has not run");
  return data.settings;
}
