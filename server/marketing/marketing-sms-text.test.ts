import { describe, expect, test } from "vitest";
import { gsm7Length } from "../sms/gsm7";
import { backInStockSmsText, smsOptOutLine } from "./marketing-sms-text";

const url = "https://loris.co.ke/product/p_0123456789abcdef";

describe("marketing SMS texts (decision 066)", () => {
  test("a back-in-stock SMS names the product and size, links it and ends with the opt-out", () => {
    expect(backInStockSmsText("Oud Royale", "50ml", url)).toBe(
      `Loris: Oud Royale 50ml is back in stock. ${url} ${smsOptOutLine}`,
    );
  });

  test("a long, accented name is shortened to one GSM-7 SMS; the link and opt-out stay whole", () => {
    const text = backInStockSmsText("Wanjirũ “Shiru” Eau de Parfum ".repeat(8), "100ml", url);
    const length = gsm7Length(text);
    expect(length).not.toBeNull();
    expect(length).toBeLessThanOrEqual(160);
    expect(text).toContain(`.. 100ml is back in stock. ${url} ${smsOptOutLine}`);
  });
});
