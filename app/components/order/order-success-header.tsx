import { CheckCircle2, CircleAlert, CircleX, RotateCcw } from "lucide-react";
import { orderOutcomeOf, orderOutcomeTexts, type OrderOutcome } from "#contracts/order-outcome.ts";
import type { OrderView } from "#contracts/order.ts";
import { WhatsAppIcon } from "../layout/brand-icons";

/** Each outcome's mark: a check only for a placed order. */
const outcomeIcons: Record<OrderOutcome, { icon: typeof CheckCircle2; className: string }> = {
  placed: { icon: CheckCircle2, className: "text-gold" },
  paymentFailed: { icon: CircleAlert, className: "text-wine" },
  refunded: { icon: RotateCcw, className: "text-taupe" },
  cancelled: { icon: CircleX, className: "text-taupe" },
};

/**
 * The top of the order success page (SPEC §2): a mark and a heading for what happened to the
 * order (contracts/order-outcome.ts), and for a placed order what comes next — the e-mail
 * confirmation, or the WhatsApp chat to send (`whatsappUrl`, decision 019).
 */
export function OrderSuccessHeader({
  order,
  whatsappUrl,
}: {
  order: Pick<OrderView, "status" | "paymentStatus" | "email">;
  whatsappUrl: string | undefined;
}) {
  const outcome = orderOutcomeOf(order);
  const { heading, line } = orderOutcomeTexts[outcome];
  const { icon: Icon, className } = outcomeIcons[outcome];
  const isChatToSend = outcome === "placed" && whatsappUrl !== undefined;
  return (
    <div className="text-center">
      <Icon aria-hidden className={`mx-auto size-10 ${className}`} strokeWidth={1.25} />
      <h1 className="mt-4 font-display text-4xl text-espresso sm:text-5xl">{heading}</h1>
      <p className="mt-3 text-sm text-taupe">
        {line ??
          (whatsappUrl
            ? "Your order is saved. Send the WhatsApp message so we can confirm it with you."
            : `We have received your order.${order.email ? ` A confirmation is on its way to ${order.email}.` : ""}`)}
      </p>
      {isChatToSend && (
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex items-center gap-2 bg-espresso px-8 py-3 text-xs tracking-[0.2em] text-ivory uppercase hover:bg-ink"
        >
          <WhatsAppIcon className="size-4" />
          Continue on WhatsApp
        </a>
      )}
    </div>
  );
}
