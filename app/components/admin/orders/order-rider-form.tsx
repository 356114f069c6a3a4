import { useId } from "react";
import { useLocation, useFetcher, useRouteLoaderData } from "react-router";
import { riderTexts } from "#contracts/rider-deliveries.ts";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import type { loader } from "#app/routes/admin/orders/list.tsx";
import type { action } from "#app/routes/admin/orders/rider.ts";

const label = "block text-xs tracking-wide text-taupe";

/**
 * The order's rider (docs/decisions/075-rider-deliveries.md): a choice of the enabled riders (the
 * list page's) and 'No rider', saved to /admin/orders/rider. Sent in the background once the page
 * is live (the answer is said here); before, a plain form that comes back to this page
 * (`returnTo`).
 */
export function OrderRiderForm({ orderId, riderId }: { orderId: string; riderId: string | null }) {
  const riders = useRouteLoaderData<typeof loader>("routes/admin/orders/list")?.riders ?? [];
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const isHydrated = useIsHydrated();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const selectId = useId();
  return (
    <fetcher.Form method="post" action="/admin/orders/rider" className="space-y-2">
      <input type="hidden" name="orderId" value={orderId} />
      {!isHydrated && (
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      )}
      <label htmlFor={selectId} className={label}>
        Rider
      </label>
      <div className="flex gap-2">
        <select
          id={selectId}
          name="riderId"
          aria-label={`Rider of order ${orderId}`}
          key={riderId ?? ""}
          defaultValue={riderId ?? ""}
          className="h-10 min-w-0 flex-1 border border-stone bg-white px-2 text-sm"
        >
          <option value="">{riderTexts.noRider}</option>
          {riders.map((rider) => (
            <option key={rider.id} value={rider.id}>
              {rider.name}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          aria-label={`Save the rider of order ${orderId}`}
          className="h-10 border border-espresso px-3 text-xs tracking-[0.12em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory disabled:opacity-60"
        >
          Save
        </button>
      </div>
      {answer && "error" in answer && (
        <p role="alert" className="text-sm text-wine">
          {answer.error}
        </p>
      )}
      <p role="status" className="text-xs text-taupe empty:hidden">
        {answer && "ok" in answer ? answer.notice : ""}
      </p>
    </fetcher.Form>
  );
}
