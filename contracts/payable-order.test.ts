import { expect, test } from "vitest";
import { paymentRefusalOf, type PayableOrderFields } from "./payable-order";
import { paymentTexts } from "./payment-messages";

const unpaid: PayableOrderFields = {
  orderMethod: "website",
  status: "pending",
  paymentStatus: "unpaid",
  total: 3000,
  amountPaid: 0,
};

test("a website order still to pay can be paid, whatever became of an earlier try (decision 020)", () => {
  expect(paymentRefusalOf(unpaid)).toBeNull();
  expect(paymentRefusalOf({ ...unpaid, status: "processing", paymentStatus: "failed" })).toBeNull();
  expect(paymentRefusalOf({ ...unpaid, paymentStatus: "awaiting_payment" })).toBeNull();
  expect(paymentRefusalOf({ ...unpaid, paymentStatus: "part_paid", amountPaid: 2900 })).toBeNull();
});

test("staff may ask a confirmed WhatsApp order, or one at the door, to pay; not one awaiting its chat", () => {
  const whatsapp = { ...unpaid, orderMethod: "whatsapp" as const };
  expect(paymentRefusalOf(whatsapp, "staff")).toBe(paymentTexts.whatsappNotConfirmed);
  expect(paymentRefusalOf({ ...whatsapp, status: "confirmed" }, "staff")).toBeNull();
  expect(paymentRefusalOf({ ...unpaid, status: "shipped" }, "staff")).toBeNull();
  expect(paymentRefusalOf({ ...whatsapp, status: "confirmed" })).toBe(paymentTexts.whatsappOrder);
});

test.each([
  [{ orderMethod: "whatsapp" as const }, paymentTexts.whatsappOrder],
  [{ paymentStatus: "paid" as const }, paymentTexts.alreadyPaid],
  [{ paymentStatus: "refunded" as const }, paymentTexts.alreadyPaid],
  [{ status: "cancelled" }, paymentTexts.orderCancelled],
  [{ status: "shipped" }, paymentTexts.orderShipped],
  [{ status: "delivered" }, paymentTexts.orderShipped],
  [{ total: 0 }, paymentTexts.nothingToPay],
  [{ paymentStatus: "part_paid" as const, amountPaid: 3000 }, paymentTexts.nothingToPay],
])("an order with %o cannot be paid: '%s'", (change, text) => {
  expect(paymentRefusalOf({ ...unpaid, ...change })).toBe(text);
});
