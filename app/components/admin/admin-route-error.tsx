import { isRouteErrorResponse, useRouteError } from "react-router";
import { AdminErrorState } from "./admin-error-state";

/**
 * An admin page's error boundary: a loader's 404 text ('Product not found', read from the
 * answer) when it threw one, else `failed` (SPEC §8's alert), each with Try Again.
 */
export function AdminRouteError({ failed }: { failed: string }) {
  const error = useRouteError();
  const missing: unknown = isRouteErrorResponse(error) && error.status === 404 && error.data;
  return <AdminErrorState message={typeof missing === "string" ? missing : failed} />;
}
