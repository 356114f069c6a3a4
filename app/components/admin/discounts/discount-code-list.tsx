import { Form } from "react-router";
import { formatPrice } from "#contracts/money.ts";
import { formatOrderDate } from "#contracts/order-date.ts";
import { discountGivesText, type ListedDiscountCode } from "#contracts/discount-code.ts";

type Code = ListedDiscountCode;

/** Where a code stands at `now`: ended by staff, expired, scheduled or active. */
function stateOf(code: Code, now: Date): { label: string; isLive: boolean } {
  if (code.endedAt && new Date(code.endedAt) <= now) return { label: "Ended", isLive: false };
  if (new Date(code.endsAt) <= now) return { label: "Expired", isLive: false };
  if (new Date(code.startsAt) > now) return { label: "Scheduled", isLive: true };
  return { label: "Active", isLive: true };
}

/** The conditions of a code, one short line: minimum, scope, sale items, once per customer. */
function conditionsOf(code: Code): string {
  return [
    code.minSubtotal ? `Items from ${formatPrice(code.minSubtotal)}` : undefined,
    code.appliesTo === "all" ? "Every item" : code.targetNames.join(", "),
    code.skipsSaleItems ? "Not on sale items" : undefined,
    code.isOncePerCustomer ? "Once per customer" : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The Discounts page's codes (docs/decisions/064-discount-codes.md): each with what it gives,
 * when it runs (Nairobi time), its conditions, its kept uses (of its cap), the discount given and
 * the sales it came with, and 'End now' while it can still apply.
 */
export function DiscountCodeList({
  codes,
  now,
  endRefusal,
}: {
  codes: Code[];
  now: string;
  endRefusal?: string | null;
}) {
  const at = new Date(now);
  return (
    <section aria-labelledby="codes-heading">
      <h2 id="codes-heading" className="eyebrow mb-4">
        Codes ({codes.length})
      </h2>
      {endRefusal && (
        <p
          role="alert"
          className="mb-4 border border-wine/40 bg-wine/5 px-4 py-3 text-sm text-wine"
        >
          {endRefusal}
        </p>
      )}
      {codes.length === 0 ? (
        <p className="border border-stone/70 bg-white/50 px-5 py-8 text-center text-sm text-taupe">
          No discount codes yet. Create one and shoppers can type it at checkout.
        </p>
      ) : (
        <ul className="divide-y divide-stone/70 border-y border-stone/70">
          {codes.map((code) => {
            const state = stateOf(code, at);
            return (
              <li
                key={code.id}
                aria-label={`Code ${code.code}`}
                className="grid gap-4 py-5 sm:grid-cols-[minmax(0,1fr)_auto]"
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-baseline gap-3">
                    <span className="font-display text-2xl tracking-wide text-espresso">
                      {code.code}
                    </span>
                    <span className="text-sm text-ink">{discountGivesText(code)}</span>
                    <span
                      className={`border px-2 py-0.5 text-[10px] tracking-[0.2em] uppercase ${state.isLive ? "border-gold/60 text-gold-dark" : "border-stone text-taupe"}`}
                    >
                      {state.label}
                    </span>
                  </p>
                  <p className="text-xs text-taupe">
                    {formatOrderDate(code.startsAt)} –{" "}
                    {formatOrderDate(code.endedAt ?? code.endsAt)}
                  </p>
                  <p className="text-xs text-taupe">{conditionsOf(code)}</p>
                </div>
                <div className="flex flex-col items-start gap-3 sm:items-end">
                  <dl className="grid grid-cols-3 gap-5 text-right text-sm tabular-nums">
                    <div>
                      <dt className="eyebrow text-[10px]">Uses</dt>
                      <dd>
                        {code.uses}
                        {code.maxUses !== null && ` / ${code.maxUses}`}
                      </dd>
                    </div>
                    <div>
                      <dt className="eyebrow text-[10px]">Discount given</dt>
                      <dd>{formatPrice(code.discountGiven)}</dd>
                    </div>
                    <div>
                      <dt className="eyebrow text-[10px]">Sales</dt>
                      <dd>{formatPrice(code.sales)}</dd>
                    </div>
                  </dl>
                  {state.isLive && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="end" />
                      <input type="hidden" name="codeId" value={code.id} />
                      <button
                        type="submit"
                        className="text-xs tracking-[0.2em] text-wine uppercase underline underline-offset-4"
                      >
                        End now
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
