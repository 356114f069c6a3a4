import { formatOrderDate } from "#contracts/order-date.ts";
import { maxDeliveryListEntries, type DeliveryListEntry } from "#contracts/rider-deliveries.ts";
import { readDeliveryList } from "#server/orders/riders/rider-deliveries.ts";
import { getServices } from "#server/services.ts";
import { AdminPageHeader } from "#app/components/admin/admin-page-header.tsx";
import { DeliveryListGroup } from "#app/components/admin/deliveries/delivery-list-group.tsx";
import { adminMeta } from "#app/lib/admin/admin-meta.ts";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import type { Route } from "./+types/delivery-list";

export const meta: Route.MetaFunction = () => adminMeta("Delivery list");

/**
 * GET /admin/orders/delivery-list (docs/decisions/079-dispatch-and-tracking.md): the open
 * orders to deliver, oldest first, at most maxDeliveryListEntries, and when it was read.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await readDeliveryList(getServices(context).db);
  return {
    entries,
    readAt: new Date().toISOString(),
    isFull: entries.length === maxDeliveryListEntries,
  };
}

/** The entries by place, places in the order their oldest order came. */
function byPlace(entries: DeliveryListEntry[]): [string, DeliveryListEntry[]][] {
  const groups = new Map<string, DeliveryListEntry[]>();
  for (const entry of entries) groups.set(entry.place, [...(groups.get(entry.place) ?? []), entry]);
  return [...groups];
}

/**
 * The day's delivery list: every open order grouped by where it goes, each with whom to call,
 * what to hand over, what to collect and who takes it; a Print button once the page is live
 * (the browser's own print works before), the admin's frame left off paper.
 */
export default function DeliveryListPage({ loaderData }: Route.ComponentProps) {
  const { entries, readAt, isFull } = loaderData;
  const isHydrated = useIsHydrated();
  return (
    <div className="max-w-5xl">
      <AdminPageHeader
        title="Delivery list"
        description={`Open orders to deliver, by place — ${formatOrderDate(readAt)}`}
        actions={
          isHydrated && (
            <button
              type="button"
              onClick={() => window.print()}
              className="h-10 border border-espresso px-4 text-xs tracking-[0.14em] text-espresso uppercase hover:bg-espresso hover:text-ivory print:hidden"
            >
              Print
            </button>
          )
        }
      />
      {entries.length === 0 ? (
        <p className="text-sm text-taupe">No orders to deliver.</p>
      ) : (
        <div className="space-y-10">
          {byPlace(entries).map(([place, group]) => (
            <DeliveryListGroup key={place} place={place} entries={group} />
          ))}
        </div>
      )}
      {isFull && (
        <p className="mt-8 text-xs text-taupe">
          The {maxDeliveryListEntries} oldest open orders are shown.
        </p>
      )}
    </div>
  );
}
