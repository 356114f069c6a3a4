import { Link } from "react-router";
import { dialledPhone, dispatchTexts, dispatchTrackingText } from "#contracts/dispatch.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { orderStatusLabel } from "#contracts/order-status.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { collectText, type DeliveryListEntry } from "#contracts/rider-deliveries.ts";

/** Who takes the order, as staff read it on the list: 'Baraka Otieno, 0722 000 111'. */
function whoText(entry: DeliveryListEntry): string {
  const { dispatch } = entry;
  if (dispatch === null) return dispatchTexts.nobody;
  if (dispatch.way === "courier") return dispatchTrackingText(dispatch);
  return dispatch.phone ? `${dispatch.name}, ${dialledPhone(dispatch.phone)}` : dispatch.name;
}

/**
 * One place's deliveries on the day's list (docs/decisions/079-dispatch-and-tracking.md): a
 * heading with their count, then a compact card per order — customer, phone, address and
 * landmark, items, what to collect and who takes it — that reads on a phone and prints.
 */
export function DeliveryListGroup({
  place,
  entries,
}: {
  place: string;
  entries: DeliveryListEntry[];
}) {
  const headingId = `place-${place.replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="break-inside-avoid-page">
      <h2
        id={headingId}
        className="flex items-baseline justify-between border-b border-espresso pb-2 font-display text-2xl text-espresso"
      >
        {place}
        <span className="font-sans text-xs tracking-[0.14em] text-taupe uppercase">
          {entries.length} {entries.length === 1 ? "order" : "orders"}
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-stone/70">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="grid gap-1 py-3 text-sm break-inside-avoid sm:grid-cols-[1fr_1fr_auto] sm:gap-4"
          >
            <div>
              <p className="font-medium text-espresso">
                {entry.customerName ?? "Customer"}{" "}
                <Link
                  to={`/admin/orders?search=${encodeURIComponent(entry.id)}`}
                  className="text-xs text-taupe underline underline-offset-4 print:no-underline"
                >
                  {entry.id}
                </Link>
              </p>
              {entry.phone && (
                <a href={`tel:${entry.phone}`} className="underline underline-offset-4">
                  {formatKenyanPhone(entry.phone)}
                </a>
              )}
              <p className="break-words text-taupe">
                {[entry.address, entry.city].filter(Boolean).join(", ") || "—"}
                {entry.notes && <span className="block whitespace-pre-line">{entry.notes}</span>}
              </p>
            </div>
            <ul className="text-ink">
              {entry.items.map((item, index) => (
                <li key={index}>
                  {item.quantity} × {lineDisplayName(item)}
                </li>
              ))}
            </ul>
            <div className="sm:text-right">
              <p className={entry.balance > 0 ? "font-medium text-wine" : "text-espresso"}>
                {collectText(entry.balance)}
              </p>
              <p className="text-xs text-taupe">{orderStatusLabel(entry.status)}</p>
              <p className="text-xs text-espresso" data-testid="delivery-who">
                {whoText(entry)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
