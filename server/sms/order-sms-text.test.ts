import { describe, expect, test } from "vitest";
import { orderSmsKinds } from "#contracts/sms.ts";
import { gsm7Length, toGsm7 } from "./gsm7";
import { orderSmsText, type OrderSmsFacts } from "./order-sms-text";

const facts: OrderSmsFacts = {
  orderId: "LOR-1764300000000123",
  total: 1_234_567,
  amountPaid: 1_234_567,
  units: 99,
  name: "Wanjirũ “Shiru” Kamau-Njoroge ".repeat(8),
  phone: "+254712345678",
  channel: "phone call",
};

describe("order SMS texts", () => {
  test.each(orderSmsKinds)("%s fits one GSM-7 SMS at the longest", (kind) => {
    const text = orderSmsText(kind, facts, "+254 700 111 222 ext 1234567890");
    const length = gsm7Length(text);
    expect(length).not.toBeNull();
    expect(length).toBeLessThanOrEqual(160);
    expect(text).toContain(facts.orderId);
  });

  test("a customer's message names what changed and the shop's phone as dialled in Kenya", () => {
    const shipped = orderSmsText("order_shipped", facts, "+254 711 222 333");
    expect(shipped).toBe(
      "Loris: your order LOR-1764300000000123 is on its way to you. Questions? Call 0711 222 333",
    );
    expect(orderSmsText("order_paid", { ...facts, amountPaid: 4500 }, "0711222333")).toContain(
      "we received KSh 4,500",
    );
  });

  test("the shop's alert names the total, items, channel and customer", () => {
    const alert = orderSmsText("new_order_alert", { ...facts, name: "Amina", units: 1 }, "");
    expect(alert).toBe(
      "Loris new order LOR-1764300000000123: KSh 1,234,567, 1 item, phone call. 0712 345 678 Amina",
    );
  });

  test("text outside GSM-7 is made plain or left out", () => {
    expect(toGsm7("Wanjirũ “Shiru” — 😀 ok")).toBe('Wanjiru "Shiru" -  ok');
    expect(gsm7Length("€[")).toBe(4);
    expect(gsm7Length("😀")).toBeNull();
  });
});
