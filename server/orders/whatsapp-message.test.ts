import { describe, expect, test } from "vitest";
import { whatsappOrderUrl, type WhatsappOrder } from "./whatsapp-message";

function makeOrder(overrides: Partial<WhatsappOrder> = {}): WhatsappOrder {
  return {
    id: "LOR-1763890000001",
    items: [
      {
        productId: "rose",
        name: "Rose Dawn",
        sizeLabel: "50ml",
        price: 4500,
        quantity: 2,
        imageUrl: null,
      },
      {
        productId: "oud",
        name: "Oud Nights",
        sizeLabel: null,
        price: 6000,
        quantity: 1,
        imageUrl: null,
      },
    ],
    total: 15000,
    discount: 0,
    deliveryWaived: 0,
    discountCode: null,
    agreedDiscount: 0,
    giftWrapping: 0,
    gift: null,
    shipping: 0,
    fullName: null,
    phone: null,
    deliveryArea: "nairobi",
    deliveryZoneName: null,
    address: null,
    city: "Nairobi",
    notes: null,
    ...overrides,
  };
}

/** The chat text a shopper sees, decoded from the link. */
function chatText(url: string): string {
  return new URL(url).searchParams.get("text") ?? "";
}

describe("the WhatsApp order chat (SPEC §1, §7)", () => {
  test("an order picked up at the shop says so instead of a delivery area (decision 077)", () => {
    const text = chatText(
      whatsappOrderUrl("254711222333", makeOrder({ deliveryArea: "shop", city: null })),
    );
    expect(text).toContain("\nPick up at the shop");
    expect(text).not.toContain("Delivery area:");
  });

  test("a delivery zone or pickup point is named as placed (decision 082)", () => {
    const zone = makeOrder({
      deliveryZoneName: "Westlands",
      address: "Sarit Centre",
      city: "Nairobi",
    });
    expect(chatText(whatsappOrderUrl("254711222333", zone))).toContain(
      "Delivery area: Westlands\nAddress: Sarit Centre",
    );
    const point = makeOrder({
      deliveryArea: "pickup_point",
      deliveryZoneName: "Easy Coach office, Kisumu",
      city: null,
    });
    const text = chatText(whatsappOrderUrl("254711222333", point));
    expect(text).toContain("\nPickup point: Easy Coach office, Kisumu");
    expect(text).not.toContain("Delivery area:");
  });

  test("opens a chat with the shop's number and lists the items with their sizes, line totals and total", () => {
    const url = whatsappOrderUrl("254711222333", makeOrder());
    expect(url.startsWith("https://wa.me/254711222333?text=")).toBe(true);
    expect(chatText(url).split("\n")).toEqual([
      "Hello Loris, I would like to place this order:",
      "Order: LOR-1763890000001",
      "• Rose Dawn — 50ml × 2 = KSh 9,000",
      "• Oud Nights × 1 = KSh 6,000",
      "Total: KSh 15,000",
      "",
      "Delivery area: Nairobi",
    ]);
  });

  test("carries the shopper's name, phone, area, address, town and notes when given", () => {
    const text = chatText(
      whatsappOrderUrl(
        "254711222333",
        makeOrder({
          fullName: "Achieng Otieno",
          phone: "+254712345678",
          deliveryArea: "elsewhere",
          address: "Oginga Odinga St 12",
          city: "Kisumu",
          notes: "Call when at the gate & ask for Achieng",
        }),
      ),
    );
    expect(text.split("\n").slice(6)).toEqual([
      "Name: Achieng Otieno",
      "Phone: +254712345678",
      "Delivery area: Elsewhere in Kenya",
      "Address: Oginga Odinga St 12, Kisumu",
      "Notes: Call when at the gate & ask for Achieng",
    ]);
  });

  test("keeps a Nairobi address without repeating the town the area already names", () => {
    const text = chatText(
      whatsappOrderUrl("254711222333", makeOrder({ address: "Riverside Drive 14" })),
    );
    expect(text).toContain("Delivery area: Nairobi\nAddress: Riverside Drive 14");
    expect(text).not.toContain("Riverside Drive 14, Nairobi");
  });

  test("a discount code's line comes before the total it made (decision 064)", () => {
    const text = chatText(
      whatsappOrderUrl(
        "254700000000",
        makeOrder({ discount: 1500, discountCode: "VAL10", total: 13500 }),
      ),
    );
    expect(text).toContain(
      "Oud Nights × 1 = KSh 6,000\nDiscount (VAL10): \u2212KSh 1,500\nTotal: KSh 13,500",
    );
  });

  test("staff's agreed discount is a line after a code's, before the total (decision 070)", () => {
    const order = makeOrder({ discount: 1500, discountCode: "VAL10", agreedDiscount: 500 });
    const text = chatText(whatsappOrderUrl("254700000000", { ...order, total: 13000 }));
    expect(text).toContain(
      "Discount (VAL10): \u2212KSh 1,500\nAgreed discount: \u2212KSh 500\nTotal: KSh 13,000",
    );
  });

  test("a gift carries its wrapping before the total and its recipient and message last (decision 071)", () => {
    const gift = {
      recipientName: "Amina Otieno",
      recipientPhone: "+254722000111",
      message: "Happy birthday!\nWith love",
    };
    const text = chatText(
      whatsappOrderUrl("254700000000", makeOrder({ gift, giftWrapping: 250, total: 15250 })),
    );
    expect(text).toContain("Oud Nights × 1 = KSh 6,000\nGift wrapping: KSh 250\nTotal: KSh 15,250");
    expect(text).toMatch(
      /Delivery area: Nairobi\nGift for: Amina Otieno, \+254722000111\nGift message: Happy birthday!\nWith love$/,
    );
  });
});
