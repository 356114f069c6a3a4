import { useId } from "react";
import { Form, useNavigation } from "react-router";
import {
  discountCodeLength,
  discountTexts,
  type CheckoutDiscount,
} from "#contracts/discount-code.ts";
import { FieldError, fieldErrorProps } from "../ui/field-error";
import { fieldInputClass } from "../ui/text-field";

/** What the checkout's action answered the code form: the code kept, removed, or why not. */
export type CodeAnswer = { code: string } | { removed: true } | { error: string };

const quietButton =
  "h-11 shrink-0 border border-espresso px-5 text-xs tracking-[0.2em] text-espresso uppercase transition hover:bg-espresso hover:text-ivory aria-disabled:opacity-60";

/**
 * The checkout's 'Discount code' field (docs/decisions/064-discount-codes.md): a form posted to the
 * checkout's action, so it applies a code before scripts and without them; the page then shows
 * the server's totals. A code kept on the cart shows with Remove; a refused one with the reason.
 */
export function DiscountCodeForm({
  discount,
  answer,
}: {
  discount?: CheckoutDiscount;
  answer?: CodeAnswer;
}) {
  const errorId = useId();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formData?.has("discountCode") === true;
  const applied = discount && "discount" in discount ? discount : undefined;
  const error =
    answer && "error" in answer
      ? answer.error
      : discount && "refusal" in discount
        ? discount.refusal
        : undefined;
  const removeButton = (
    <button
      type="submit"
      name="intent"
      value="remove-code"
      className="text-xs tracking-[0.2em] text-taupe uppercase underline underline-offset-4 hover:text-espresso"
    >
      Remove
    </button>
  );
  if (applied && !(answer && "error" in answer)) {
    return (
      <Form method="post" action="/checkout" className="flex items-center justify-between gap-4">
        <p role="status" className="text-sm text-espresso">
          <span className="eyebrow mr-2">{discountTexts.label}</span>
          {discountTexts.applied(applied.code)}
        </p>
        {removeButton}
      </Form>
    );
  }
  return (
    <Form method="post" action="/checkout" noValidate>
      <label className="block text-xs tracking-wide text-taupe" htmlFor={`${errorId}-code`}>
        {discountTexts.label}
      </label>
      <div className="flex gap-3">
        <input
          id={`${errorId}-code`}
          name="discountCode"
          defaultValue={discount?.code}
          maxLength={discountCodeLength.max}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className={`${fieldInputClass} uppercase`}
          {...fieldErrorProps(errorId, error)}
        />
        <button
          type="submit"
          name="intent"
          value="apply-code"
          aria-disabled={isBusy}
          className={`${quietButton} mt-1`}
        >
          {isBusy ? "Applying…" : "Apply"}
        </button>
      </div>
      <div role="alert">
        <FieldError id={errorId} message={error} />
      </div>
      {discount && "refusal" in discount && <div className="mt-2">{removeButton}</div>}
    </Form>
  );
}
