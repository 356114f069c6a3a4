import type { RouterContextProvider } from "react-router";
import { getAdmin, staffNameOf } from "#server/accounts/require-admin.ts";
import type { StockActor } from "./stock";

/** The signed-in staff member of an /admin request as their stock movements name them (decision 073). */
export function stockActorOf(context: Readonly<RouterContextProvider>): StockActor {
  const admin = getAdmin(context);
  return { userId: admin.id, name: staffNameOf(admin) };
}
