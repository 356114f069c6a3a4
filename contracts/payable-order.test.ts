import { expect, test } from "vitest";
import { paymentRefusalOf, type PayableOrderFields } from "./payable-order";
import { paymentTexts } from "./payment-messages";

const unpaid: PayableOrderFields = {
  orderMethod: "website",
  status: "pending",
  paymentStatus: "unpaid",
  total: 3000,
};

test("a website order still to pay can be paid, whatever became of an earlier try (decision 020)", () => {
  expect(paymentRefusalOf(unpaid)).toBeNull();
  expect(paymentRefusalOf({ ...unpaid, status: "processing", paymentStatus: "failed" })).toBeNull();
  expect(paymentRefusalOf({ ...unpaid, paymentStatus: "awaiting_payment" })).toBeNull();
});

test.each([
  [{ orderMethod: "whatsapp" as const }, paymentTexts.whatsappOrder],
  [{ paymentStatus: "paid" as const }, paymentTexts.alreadyPaid],
  [{ paymentStatus: "refunded" as const }, paymentTexts.alreadyPaid],
  [{ status: "cancelled" }, paymentTexts.orderCancelled],
  [{ status: "shipped" }, paymentTexts.orderShipped],
  [{ status: "delivered" }, paymentTexts.orderShipped],
  [{ total: 0 }, paymentTexts.nothingToPay],
])("an order with %o cannot be paid: '%s'", (change, text) => {
  expect(paymentRefusalOf({ ...unpaid, ...change })).toBe(text);
});
