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
  dispatch: null,
  isShopPickup: false,
  trackingUrl: "https://shop.lorisperfumes.co.ke/track/LOR-1764300000000123?k=AAAAAAAAAAAAAAAA",
};

const link = "https://loris.co.ke/track/LOR-1764300000000123?k=AbCdEfGhIjKlMnOp";

describe("order SMS texts", () => {
  const longest: OrderSmsFacts = {
    ...facts,
    dispatch: { way: "rider", name: "Wanjirũ Kamau-Njoroge ".repeat(4), phone: "+254712345678" },
  };
  test.each(orderSmsKinds)("%s fits one GSM-7 SMS at the longest, with its link", (kind) => {
    const text = orderSmsText(kind, longest, "+254 700 111 222 ext 1234567890");
    const length = gsm7Length(text);
    expect(length).not.toBeNull();
    expect(length).toBeLessThanOrEqual(160);
    expect(text).toContain(facts.orderId);
    if (kind !== "new_order_alert") expect(text).toContain(facts.trackingUrl);
  });

  test("a customer's message names what changed, its tracking link and the shop's phone as dialled in Kenya", () => {
    const shipped = orderSmsText(
      "order_shipped",
      { ...facts, trackingUrl: link },
      "+254 711 222 333",
    );
    expect(shipped).toBe(
      `Loris: your order LOR-1764300000000123 is on its way to you. ${link} Questions? Call 0711 222 333`,
    );
    expect(orderSmsText("order_paid", { ...facts, amountPaid: 4500 }, "0711222333")).toContain(
      "we received KSh 4,500",
    );
  });

  test("the on-its-way message names the rider and their phone, or the courier and its reference (decision 079)", () => {
    const rider = orderSmsText(
      "order_shipped",
      {
        ...facts,
        trackingUrl: link,
        dispatch: { way: "rider", name: "Baraka Otieno", phone: "+254722000111" },
      },
      "+254 711 222 333",
    );
    expect(rider).toBe(
      `Loris: your order LOR-1764300000000123 is on its way with Baraka Otieno, 0722 000 111. ${link}`,
    );
    const courier = orderSmsText(
      "order_shipped",
      {
        ...facts,
        trackingUrl: link,
        dispatch: { way: "courier", name: "G4S", reference: "KX-42" },
      },
      "+254 711 222 333",
    );
    expect(courier).toBe(
      `Loris: your order LOR-1764300000000123 is on its way with G4S, reference KX-42. ${link}`,
    );
    const long = orderSmsText(
      "order_shipped",
      { ...facts, dispatch: { way: "rider", name: "Baraka ".repeat(20), phone: "+254722000111" } },
      "",
    );
    expect(long).toMatch(/with Baraka\.\., 0722 000 111\. https:/);
  });

  test("a pickup at the shop is ready, then collected (decision 077)", () => {
    const pickup = { ...facts, isShopPickup: true, trackingUrl: link };
    expect(orderSmsText("order_shipped", pickup, "+254 711 222 333")).toBe(
      `Loris: your order LOR-1764300000000123 is ready for pickup at the shop. ${link}`,
    );
    expect(orderSmsText("order_delivered", pickup, "")).toContain("has been collected. Thank you!");
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
