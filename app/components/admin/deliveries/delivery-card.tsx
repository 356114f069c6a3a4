import { Form, useNavigation } from "react-router";
import { formatKenyanPhone } from "#contracts/kenyan-phone.ts";
import { lineDisplayName } from "#contracts/product-sizes.ts";
import { collectText, type RiderDelivery } from "#contracts/rider-deliveries.ts";
import { DeliveryPaymentForm } from "./delivery-payment-form";

const buttonClass =
  "h-11 w-full bg-espresso px-4 text-xs tracking-[0.14em] text-ivory uppercase transition hover:bg-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60";

/**
 * One of a rider's deliveries (docs/decisions/075-rider-deliveries.md): the order, whom to call
 * (a tel: link), where to go, what to hand over and what to collect, then 'Mark delivered' and
 * 'Record payment' — plain forms posted to the page, so they work without scripts. `error` is
 * the page's refusal of a form of this card.
 */
export function DeliveryCard({
  delivery,
  error,
}: {
  delivery: RiderDelivery & { paymentKey: string };
  error?: string;
}) {
  const navigation = useNavigation();
  const isSending = navigation.formData?.get("orderId") === delivery.id;
  const headingId = `delivery-${delivery.id}`;
  const place = [delivery.address, delivery.city].filter(Boolean).join(", ");
  return (
    <article
      aria-labelledby={headingId}
      className="border border-stone/70 bg-white/70 p-5 shadow-[0_1px_0_rgba(0,0,0,0.02)]"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl text-espresso">
          {delivery.customerName ?? "Customer"}
        </h2>
        <span className="text-xs tracking-[0.14em] text-taupe uppercase">Order {delivery.id}</span>
      </header>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-xs text-taupe">Phone</dt>
          <dd>
            {delivery.phone ? (
              <a
                href={`tel:${delivery.phone.replace(/[^+\d]/g, "")}`}
                className="text-base text-espresso underline underline-offset-4 hover:text-gold"
              >
                {formatKenyanPhone(delivery.phone)}
              </a>
            ) : (
              "—"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-taupe">Address</dt>
          <dd className="break-words">{place || "—"}</dd>
        </div>
        {delivery.notes && (
          <div>
            <dt className="text-xs text-taupe">Landmark and notes</dt>
            <dd className="break-words whitespace-pre-line">{delivery.notes}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-taupe">Items</dt>
          <dd>
            <ul>
              {delivery.items.map((item, index) => (
                <li key={index}>
                  {item.quantity} × {lineDisplayName(item)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p
        className={`mt-5 border-y border-stone/70 py-3 font-display text-xl ${delivery.balance > 0 ? "text-wine" : "text-espresso"}`}
      >
        {collectText(delivery.balance)}
      </p>
      {error && (
        <p role="alert" className="mt-4 text-sm text-wine">
          {error}
        </p>
      )}
      <div className="mt-4 space-y-3">
        {delivery.balance > 0 && (
          <DeliveryPaymentForm
            orderId={delivery.id}
            balance={delivery.balance}
            paymentKey={delivery.paymentKey}
            isSending={isSending}
          />
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="delivered" />
          <input type="hidden" name="orderId" value={delivery.id} />
          <button
            type="submit"
            disabled={isSending}
            aria-label={`Mark order ${delivery.id} delivered`}
            className={buttonClass}
          >
            Mark delivered
          </button>
        </Form>
      </div>
    </article>
  );
}
