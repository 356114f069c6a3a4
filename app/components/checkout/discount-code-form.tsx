import { Form } from "react-router";
import {
  discountCodeLength,
  discountFieldTexts,
  type CheckoutDiscount,
} from "#contracts/discount-code.ts";
import { FieldError, fieldErrorProps } from "../ui/field-error";
import { fieldInputClass } from "../ui/text-field";

/** What the checkout's action answered the code form: the code kept, removed, or why not. */
export type CodeAnswer = { code: string } | { removed: true } | { error: string };

const errorId = "discount-code-error";

/**
 * The checkout's 'Discount code' field (docs/decisions/064-discount-codes.md): a form posted to the
 * checkout's action, so it applies a code before scripts and without them; the page then shows
 * the server's totals. A code kept on the cart shows with Remove; a refused one with the reason,
 * in an alert rendered only then, so the order form's alert stays the page's only one till then.
 */
export function DiscountCodeForm({
  discount,
  answer,
}: {
  discount?: CheckoutDiscount;
  answer?: CodeAnswer;
}) {
  const kept = discount && "discount" in discount && !(answer && "error" in answer);
  const error =
    answer && "error" in answer
      ? answer.error
      : discount && "refusal" in discount && discount.refusal;
  return (
    <Form method="post" action="/checkout" noValidate className="space-y-2">
      {kept ? (
        <p role="status" className="text-sm text-espresso">
          {discountFieldTexts.applied(discount.code)}
        </p>
      ) : (
        <label className="block text-xs tracking-wide text-taupe">
          {discountFieldTexts.label}
          <span className="flex gap-3">
            <input
              name="discountCode"
              defaultValue={discount?.code}
              maxLength={discountCodeLength.max}
              autoComplete="off"
              className={`${fieldInputClass} uppercase`}
              {...fieldErrorProps(errorId, error || undefined)}
            />
            <button
              name="intent"
              value="apply-code"
              className="mt-1 h-11 border px-5 text-xs tracking-widest uppercase"
            >
              Apply
            </button>
          </span>
        </label>
      )}
      {error && (
        <div role="alert">
          <FieldError id={errorId} message={error} />
        </div>
      )}
      {discount && (
        <button
          name="intent"
          value="remove-code"
          className="text-xs text-taupe uppercase underline"
        >
          Remove
        </button>
      )}
    </Form>
  );
}
