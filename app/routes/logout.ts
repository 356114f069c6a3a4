import { redirect } from "react-router";
import { logOut } from "#server/accounts/account-forms.ts";
import { forgetGuestCart } from "#server/cart/cart-visitor.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/logout";

/**
 * POST /logout: ends the session on the server and clears its cookie, then home (SPEC §2).
 * The browser's guest cart cookie goes too: signing out leaves an empty cart (decision 019).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const headers = new Headers();
  for (const cookie of await logOut(services, request)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await forgetGuestCart(services));
  return redirect("/", { headers });
}

/** A GET never logs out (a link preview must not end a session). */
export function loader() {
  return redirect("/");
}
