import { redirect } from "react-router";
import { logOut } from "#server/accounts/account-forms.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/logout";

/** POST /logout: ends the session on the server and clears its cookie, then home (SPEC §2). */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await logOut(getServices(context), request))
    headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

/** A GET never logs out (a link preview must not end a session). */
export function loader() {
  return redirect("/");
}
