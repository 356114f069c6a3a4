import { useState } from "react";
import { checkoutFieldLimits } from "#contracts/checkout-field-limits.ts";
import type { CheckoutFields } from "#contracts/checkout.ts";
import { PhoneField } from "../ui/phone-field";
import { Choice } from "./choice";

/**
 * How a website order is paid (decision 020): now, by an M-PESA prompt to a Safaricom number, or on
 * delivery (the default, as before). The M-PESA number field shows under its choice by CSS
 * (`has-checked`), so it is there before scripts and without them.
 */
export function PaymentChoice({
  initialFields,
  mpesaPhoneError,
}: {
  initialFields: CheckoutFields;
  /** The M-PESA number's own message when the checkout was refused (decision 052). */
  mpesaPhoneError?: string;
}) {
  const [method, setMethod] = useState(
    initialFields.paymentMethod === "mpesa_stk" ? "mpesa_stk" : "cash_on_delivery",
  );
  return (
    <fieldset className="group/payment space-y-3">
      <legend className="eyebrow mb-3">Payment</legend>
      <Choice
        id="pay-by-mpesa"
        name="paymentMethod"
        value="mpesa_stk"
        checked={method === "mpesa_stk"}
        onChange={() => setMethod("mpesa_stk")}
        title="Pay now with M-PESA"
        detail="We send an M-PESA prompt: enter your PIN to pay."
      />
      <div className="hidden pl-1 group-has-[#pay-by-mpesa:checked]/payment:block">
        <PhoneField
          label="M-PESA number"
          name="mpesaPhone"
          placeholder="Same as your phone"
          maxLength={checkoutFieldLimits.mpesaPhone.maxLength}
          defaultValue={initialFields.mpesaPhone}
          error={mpesaPhoneError}
        />
      </div>
      <Choice
        name="paymentMethod"
        value="cash_on_delivery"
        checked={method === "cash_on_delivery"}
        onChange={() => setMethod("cash_on_delivery")}
        title="Pay on delivery"
        detail="M-PESA, card or cash at the door."
      />
    </fieldset>
  );
}
