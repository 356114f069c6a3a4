import { loader } from "#app/routes/admin/orders/list.tsx";
import { routeContext } from "./route-context";

/** GET /admin/orders{search} as Order Management's loader reads it, over a test database. */
export function loadAdminOrdersPage(database: Parameters<typeof routeContext>[0], search: string) {
  const request = new Request(`https://loris.example/admin/orders${search}`);
  return loader({
    request,
    url: new URL(request.url),
    context: routeContext(database),
    params: {},
    pattern: "/admin/orders",
  });
}
