import { expect, test } from "vitest";
import { staffStatusLabel } from "./order-status";

test("a pending WhatsApp order reads 'Awaiting chat' until staff set another status", () => {
  expect(staffStatusLabel("pending", "whatsapp")).toBe("Awaiting chat");
  expect(staffStatusLabel("confirmed", "whatsapp")).toBe("Confirmed");
  expect(staffStatusLabel("cancelled", "whatsapp")).toBe("Cancelled");
  expect(staffStatusLabel("pending", "website")).toBe("Pending");
});
