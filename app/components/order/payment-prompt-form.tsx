import { Form, useNavigation } from "react-router";
import { fieldInputClass } from "../ui/text-field";

/**
 * Sends an M-PESA prompt for the order (decision 020): 'Pay now with M-PESA' or 'Try again', to the
 * number shown (editable). A plain form posted to the success page's action, so it works
 * before scripts and without them.
 */
export function PaymentPromptForm({ phone, label }: { phone: string; label: string }) {
  const navigation = useNavigation();
  const isSending = navigation.formData?.get("intent") === "prompt";
  return (
    <Form method="post" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="prompt" />
      <label className="block flex-1 text-xs tracking-wide text-taupe">
        M-PESA number
        <input
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
          defaultValue={phone}
          placeholder="0712 345 678"
          className={fieldInputClass}
        />
      </label>
      <button
        type="submit"
        aria-disabled={isSending}
        className="h-11 bg-espresso px-6 text-xs tracking-[0.2em] text-ivory uppercase transition hover:bg-ink aria-disabled:opacity-60"
      >
        {isSending ? "Sending…" : label}
      </button>
    </Form>
  );
}
