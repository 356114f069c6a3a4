import { describe, expect, test } from "vitest";
import { checkoutTexts, parseCheckout } from "./checkout";

const website = {
  idempotencyKey: "k_0123456789abcdef",
  orderMethod: "website",
  items: [{ id: "rose", quantity: 2 }],
  fullName: "Wanjiru Kamau",
  email: "wanjiru@example.co.ke",
  phone: "0712 345 678",
  deliveryArea: "nairobi",
  address: "Riverside Drive 14",
};

describe("the checkout schema", () => {
  test("a website order is accepted with its phone in E.164", () => {
    expect(parseCheckout(website)).toEqual({
      input: expect.objectContaining({ phone: "+254712345678", fullName: "Wanjiru Kamau" }),
    });
  });

  test("a website order without name, e-mail, phone or address asks for the required fields", () => {
    for (const field of ["fullName", "email", "phone", "address"]) {
      expect(parseCheckout({ ...website, [field]: "  " })).toEqual({
        error: checkoutTexts.requiredFields,
      });
    }
  });

  test("outside Nairobi a website order needs a town; in Nairobi it does not", () => {
    expect(parseCheckout({ ...website, deliveryArea: "elsewhere" })).toEqual({
      error: checkoutTexts.requiredFields,
    });
    expect(parseCheckout({ ...website, deliveryArea: "elsewhere", city: "Nakuru" })).toHaveProperty(
      "input",
    );
  });

  test("a pickup at the shop needs no address (decision 077); an unknown area is refused", () => {
    expect(parseCheckout({ ...website, deliveryArea: "shop", address: "" })).toHaveProperty(
      "input",
    );
    expect(parseCheckout({ ...website, deliveryArea: "moon" })).toHaveProperty("error");
  });

  test("too long a field is refused with its name; an address takes a landmark's description", () => {
    expect(parseCheckout({ ...website, address: "Near the blue gate ".repeat(24) })).toHaveProperty(
      "input",
    );
    expect(parseCheckout({ ...website, address: "x".repeat(501) })).toEqual({
      error: "Address is too long (at most 500 characters)",
    });
    expect(parseCheckout({ ...website, fullName: "W".repeat(121) })).toEqual({
      error: "Full name is too long (at most 120 characters)",
    });
    expect(parseCheckout({ ...website, orderMethod: "whatsapp", city: "N".repeat(121) })).toEqual({
      error: "Town is too long (at most 120 characters)",
    });
  });

  test("a WhatsApp order needs no contact fields", () => {
    const { fullName: _n, email: _e, phone: _p, address: _a, ...bare } = website;
    expect(parseCheckout({ ...bare, orderMethod: "whatsapp" })).toHaveProperty("input");
  });

  test("quantities must be whole numbers from 1 to 99", () => {
    for (const quantity of [0, -1, 1.5, 100, "1", null]) {
      expect(parseCheckout({ ...website, items: [{ id: "rose", quantity }] })).toEqual({
        error: checkoutTexts.badQuantity,
      });
    }
  });

  test("bad e-mail and phone numbers are refused with a message", () => {
    expect(parseCheckout({ ...website, email: "not-an-email" })).toEqual({
      error: checkoutTexts.invalidEmail,
    });
    expect(parseCheckout({ ...website, phone: "12345" })).toEqual({
      error: checkoutTexts.invalidPhone,
    });
  });

  test("client prices are dropped, never read", () => {
    const result = parseCheckout({
      ...website,
      items: [{ id: "rose", quantity: 1, price: 1 }],
      total: 1,
    });
    expect(result).toEqual({
      input: expect.objectContaining({ items: [{ id: "rose", quantity: 1 }] }),
    });
    expect(result).not.toHaveProperty("input.total");
  });
});

describe("checkout text PostgreSQL cannot store", () => {
  test("NUL in the notes is refused, naming the field; line breaks are kept", () => {
    expect(parseCheckout({ ...website, notes: "gate\u0000code" })).toEqual({
      error: "Delivery notes contains characters that are not allowed",
    });
    expect(parseCheckout({ ...website, notes: "Gate 4\nCall first" })).toMatchObject({
      input: { notes: "Gate 4\nCall first" },
    });
  });
  test("a line whose id no product could have", () => {
    expect(parseCheckout({ ...website, items: [{ id: "rose\u0000", quantity: 1 }] })).toEqual({
      error: checkoutTexts.unknownProduct,
    });
  });
});
