import { Link } from "react-router";
import { deliveryAreaLabels, deliveryEstimates, type DeliveryArea } from "#contracts/delivery.ts";
import type { FreeDeliveryFrom } from "#contracts/free-delivery.ts";
import { formatPrice } from "#contracts/money.ts";

/** The two default zones: Settings' fees (decision 065), offered after the zones at checkout. */
export function DefaultZones({
  defaults,
}: {
  defaults: { fees: Record<DeliveryArea, number>; freeFrom: FreeDeliveryFrom };
}) {
  const areas = ["nairobi", "elsewhere"] as const;
  return (
    <section aria-labelledby="default-zones" className="border border-stone/70 bg-white/60 p-4">
      <h2 id="default-zones" className="eyebrow mb-3">
        Default zones
      </h2>
      <ul className="space-y-1 text-sm">
        {areas.map((area) => {
          const fee = defaults.fees[area];
          const freeFrom = defaults.freeFrom[area];
          return (
            <li key={area}>
              <span className="text-espresso">{deliveryAreaLabels[area]}</span>
              <span className="text-taupe">
                {" · "}
                {fee === 0 ? "Free" : formatPrice(fee)} · {deliveryEstimates[area]}
                {freeFrom === undefined ? "" : ` · free from ${formatPrice(freeFrom)}`}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-taupe">
        For addresses no zone names. Their fees are in{" "}
        <Link to="/admin/settings" className="underline underline-offset-4">
          Settings
        </Link>
        .
      </p>
    </section>
  );
}
