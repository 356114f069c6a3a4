import { Form, useNavigation } from "react-router";
import { formatPrice } from "#contracts/money.ts";
import type { PaymentWays } from "#contracts/payment-view.ts";
import { fieldInputClass } from "../ui/text-field";

/**
 * Paying by hand (decision 020's fallback for a prompt that never arrives): the shop's Paybill or
 * Till with the order's account and amount (whole KSh), and a form for the M-PESA confirmation
 * code, which staff then confirm or reject (the panel above says what became of it).
 */
export function PaymentByHand({
  manual,
  total,
}: {
  manual: NonNullable<PaymentWays["manual"]>;
  total: number;
}) {
  const navigation = useNavigation();
  const isSending = navigation.formData?.get("intent") === "code";
  return (
    <div className="mt-6 border-t border-stone/70 pt-5">
      <h3 className="text-sm font-medium text-espresso">No prompt? Pay from the M-PESA menu</h3>
      <p className="mt-2 text-sm text-taupe">
        {manual.kind === "paybill" ? (
          <>
            Lipa na M-PESA → Pay Bill. Business number{" "}
            <strong className="text-ink">{manual.number}</strong>, account{" "}
            <strong className="text-ink">{manual.account}</strong>
          </>
        ) : (
          <>
            Lipa na M-PESA → Buy Goods. Till number{" "}
            <strong className="text-ink">{manual.number}</strong>
          </>
        )}
        , amount <strong className="text-ink">{formatPrice(total)}</strong>. Then enter the
        confirmation code from the M-PESA SMS.
      </p>
      <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="code" />
        <label className="block flex-1 text-xs tracking-wide text-taupe">
          M-PESA confirmation code
          <input
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder="QWE1RT2YU3"
            className={`${fieldInputClass} uppercase`}
          />
        </label>
        <button
          type="submit"
          aria-disabled={isSending}
          className="h-11 border border-espresso px-6 text-xs tracking-[0.2em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory aria-disabled:opacity-60"
        >
          {isSending ? "Sending…" : "Send code"}
        </button>
      </Form>
    </div>
  );
}
