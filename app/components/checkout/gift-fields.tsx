import { useEffect, useId, useRef } from "react";
import type { FormRefusal } from "#contracts/form-refusal.ts";
import type { GiftFields as GiftFieldTexts } from "#contracts/gift-form.ts";
import { giftWrappingLabel } from "#contracts/checkout-field-limits.ts";
import { giftFieldLimits as limits } from "#contracts/gift.ts";
import { formatPrice } from "#contracts/money.ts";
import { FieldError, fieldErrorProps } from "../ui/field-error";
import { PhoneField } from "../ui/phone-field";
import { fieldInputClass, TextField } from "../ui/text-field";

const box = "mt-0.5 size-4 shrink-0 accent-espresso";

/** Whether the gift is to be wrapped: both of its boxes ticked in `form`. */
function isWrapped(form: HTMLFormElement | null | undefined): boolean {
  const fields = new FormData(form ?? undefined);
  return fields.has("gift") && fields.has("giftWrap");
}

/**
 * "This is a gift" (decision 071): its fields show under the box by CSS (`has-checked`), plain
 * fields of the checkout form, so they work before scripts and without them; its own scripts
 * are not part of the checkout's first load (CheckoutForm loads them lazily). The recipient's
 * name and phone (the rider calls them), the card's message, and wrapping when the shop prices
 * it (`wrappingPrice` whole KSh; 0 = not offered), which the summary's total follows once
 * scripts run. The server reads and prices them.
 */
export function GiftFields({
  initialFields,
  wrappingPrice,
  onWrappedChange,
  refusal,
}: {
  initialFields: GiftFieldTexts;
  wrappingPrice: number;
  /** Whether the gift is now to be wrapped (both boxes ticked), for the summary's total. */
  onWrappedChange(isWrapped: boolean): void;
  refusal?: FormRefusal;
}) {
  const messageErrorId = useId();
  const isGift = Boolean(initialFields.gift);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const report = () => onWrappedChange(isWrapped(fieldset.current?.form));
  // Boxes ticked before this part's scripts arrived count once they have.
  useEffect(() => onWrappedChange(isWrapped(fieldset.current?.form)), [onWrappedChange]);
  return (
    <fieldset ref={fieldset} className="group/gift space-y-4">
      <legend className="eyebrow mb-3">Gift</legend>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          id="this-is-a-gift"
          type="checkbox"
          name="gift"
          defaultChecked={isGift}
          onChange={report}
          className={box}
        />
        This is a gift
      </label>
      <div className="hidden space-y-4 group-has-[#this-is-a-gift:checked]/gift:block">
        <p className="text-xs leading-relaxed text-taupe">
          We deliver to the address above and call the recipient, not you.
        </p>
        {(["giftName", "giftPhone"] as const).map((name) => {
          const Field = name === "giftPhone" ? PhoneField : TextField;
          return (
            <Field
              key={name}
              label={limits[name].label}
              isRequired
              name={name}
              autoComplete="off"
              maxLength={limits[name].maxLength}
              defaultValue={initialFields[name]}
              error={refusal?.fields[name]}
            />
          );
        })}
        <div>
          <label className="block text-xs tracking-wide text-taupe">
            {limits.giftMessage.label} (optional, printed on a card without prices)
            <textarea
              className={`${fieldInputClass} h-24 py-2`}
              name="giftMessage"
              maxLength={limits.giftMessage.maxLength}
              defaultValue={initialFields.giftMessage}
              {...fieldErrorProps(messageErrorId, refusal?.fields.giftMessage)}
            />
          </label>
          <FieldError id={messageErrorId} message={refusal?.fields.giftMessage} />
        </div>
        {wrappingPrice > 0 && (
          <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              name="giftWrap"
              defaultChecked={isGift && Boolean(initialFields.giftWrap)}
              onChange={report}
              className={box}
            />
            {giftWrappingLabel} · {formatPrice(wrappingPrice)}
          </label>
        )}
      </div>
    </fieldset>
  );
}
