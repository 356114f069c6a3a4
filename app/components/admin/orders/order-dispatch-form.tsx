import { useId, useState } from "react";
import { useLocation, useFetcher, useRouteLoaderData } from "react-router";
import type { AdminOrderRow } from "#contracts/admin-order-list.ts";
import { dispatchChoiceValues, dispatchLimits, dispatchTexts } from "#contracts/dispatch.ts";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { useIsHydrated } from "#app/lib/use-hydrated.ts";
import type { loader } from "#app/routes/admin/orders/list.tsx";
import type { action } from "#app/routes/admin/orders/dispatch.ts";

const label = "block text-xs tracking-wide text-taupe";
const field = "h-10 w-full min-w-0 border border-stone bg-white px-2 text-sm";
const button =
  "h-10 border border-espresso px-3 text-xs tracking-[0.12em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory disabled:opacity-60";

type DispatchedOrder = Pick<
  AdminOrderRow,
  | "id"
  | "status"
  | "riderId"
  | "otherRiderName"
  | "otherRiderPhone"
  | "courierName"
  | "courierReference"
>;

/** The choice the order has now: its staff rider's id, 'other', 'courier' or '' (nobody). */
function currentChoice(order: DispatchedOrder): string {
  if (order.courierName !== null) return dispatchChoiceValues.courier;
  if (order.otherRiderName !== null) return dispatchChoiceValues.otherRider;
  return order.riderId ?? dispatchChoiceValues.none;
}

/** The fields each way asks for, filled with what the order has. */
function fieldGroupsOf(order: DispatchedOrder) {
  return [
    {
      way: dispatchChoiceValues.otherRider,
      fields: [
        {
          name: "riderName",
          label: dispatchTexts.riderName,
          defaultValue: order.otherRiderName,
          maxLength: dispatchLimits.name,
        },
        {
          name: "riderPhone",
          type: "tel" as const,
          label: dispatchTexts.riderPhone,
          defaultValue: order.otherRiderPhone && formatKenyanPhone(order.otherRiderPhone),
          maxLength: 20,
        },
      ],
    },
    {
      way: dispatchChoiceValues.courier,
      fields: [
        {
          name: "courierName",
          label: dispatchTexts.courierName,
          defaultValue: order.courierName,
          maxLength: dispatchLimits.name,
        },
        {
          name: "courierReference",
          label: dispatchTexts.courierReference,
          defaultValue: order.courierReference,
          maxLength: dispatchLimits.reference,
        },
      ],
    },
  ];
}

/** A labelled text input of the dispatch form. */
function DispatchField(props: {
  name: string;
  label: string;
  orderId: string;
  defaultValue: string | null;
  maxLength: number;
  type?: "text" | "tel";
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={label}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        maxLength={props.maxLength}
        defaultValue={props.defaultValue ?? ""}
        aria-label={`${props.label} for order ${props.orderId}`}
        className={field}
      />
    </div>
  );
}

/**
 * Who takes the order (docs/decisions/079-dispatch-and-tracking.md, decision 075): an enabled
 * staff rider (the list page's), another rider with their phone, a courier or bus parcel service
 * with its reference, or no one yet — saved, or saved and marked shipped, at
 * /admin/orders/dispatch. Sent in the background once the page is live (the answer is said here,
 * and only the chosen way's fields show); before, a plain form with every field that comes back
 * to this page (`returnTo`).
 */
export function OrderDispatchForm({ order }: { order: DispatchedOrder }) {
  const riders = useRouteLoaderData<typeof loader>("routes/admin/orders/list")?.riders ?? [];
  const fetcher = useFetcher<typeof action>();
  const location = useLocation();
  const isHydrated = useIsHydrated();
  const saved = currentChoice(order);
  const [choice, setChoice] = useState(saved);
  // Another staff member's change, arriving live, shows as it is saved (React's "adjusting
  // state when a prop changes").
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChoice(saved);
  }
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const selectId = useId();
  const isOpen = order.status !== "delivered" && order.status !== "cancelled";
  const canShip = isOpen && order.status !== "shipped";
  const shows = (way: string) => !isHydrated || choice === way;
  return (
    <fetcher.Form method="post" action="/admin/orders/dispatch" className="space-y-2">
      <input type="hidden" name="orderId" value={order.id} />
      {!isHydrated && (
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      )}
      <label htmlFor={selectId} className={label}>
        {dispatchTexts.label}
      </label>
      <select
        id={selectId}
        name="riderId"
        aria-label={`Rider of order ${order.id}`}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        disabled={!isOpen}
        className={field}
      >
        <option value={dispatchChoiceValues.none}>{dispatchTexts.nobody}</option>
        {riders.map((rider) => (
          <option key={rider.id} value={rider.id}>
            {rider.name}
          </option>
        ))}
        <option value={dispatchChoiceValues.otherRider}>{dispatchTexts.otherRider}</option>
        <option value={dispatchChoiceValues.courier}>{dispatchTexts.courier}</option>
      </select>
      {fieldGroupsOf(order).map(
        ({ way, fields }) =>
          shows(way) && (
            <div key={way} className="grid gap-2 sm:grid-cols-2">
              {fields.map((props) => (
                <DispatchField key={props.name} orderId={order.id} {...props} />
              ))}
            </div>
          ),
      )}
      {isOpen && (
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            aria-label={`Save the rider of order ${order.id}`}
            className={button}
          >
            {dispatchTexts.save}
          </button>
          {canShip && (
            <button
              type="submit"
              name="intent"
              value="ship"
              disabled={fetcher.state !== "idle"}
              className={button}
            >
              {dispatchTexts.saveAndShip}
            </button>
          )}
        </div>
      )}
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
