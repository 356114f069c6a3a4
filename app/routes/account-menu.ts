import { data } from "react-router";
import { getViewer } from "#server/accounts/viewer.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/account-menu";

/**
 * GET /account/menu: the signed-in viewer's e-mail for the account dropdown (SPEC §2), asked
 * when it opens — pages carry no personal data, so a catalogue page is shared by every viewer of
 * the same kind (decision 023). Null when signed out; never stored by any cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await getViewer(request, getServices(context));
  return data(
    { email: user?.email ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
