import { expect, test } from "vitest";
import { parseConfig } from "./config";

test("with nothing set, the shop runs on port 3000 with its embedded database", () => {
  const config = parseConfig({});
  expect(config).toMatchObject({
    port: 3000,
    publicUrl: "http://localhost:3000",
    databaseUrl: undefined,
  });
  expect(config.dataDir).toMatch(/\/data$/);
});

test("the public URL follows the port unless it is set", () => {
  expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  expect(parseConfig({ PUBLIC_URL: "https://loris.example/" }).publicUrl).toBe(
    "https://loris.example",
  );
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => parseConfig({ WHATSAPP_NUMBER: "+254 700" })).toThrow(/WHATSAPP_NUMBER/);
  expect(() => parseConfig({ SHIPPING_FEE_NAIROBI: "-5" })).toThrow(/SHIPPING_FEE_NAIROBI/);
});

test("TRUST_PROXY takes a hop count or proxy addresses", () => {
  expect(parseConfig({}).trustProxy).toBeUndefined();
  expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
  expect(parseConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
});

test("WhatsApp orders wait 24 hours for their chat unless WHATSAPP_HOLD_HOURS says otherwise", () => {
  expect(parseConfig({}).whatsappHoldHours).toBe(24);
  expect(parseConfig({ WHATSAPP_HOLD_HOURS: "48" }).whatsappHoldHours).toBe(48);
  expect(() => parseConfig({ WHATSAPP_HOLD_HOURS: "0" })).toThrow(/WHATSAPP_HOLD_HOURS/);
  expect(() => parseConfig({ WHATSAPP_HOLD_HOURS: "1.5" })).toThrow(/WHATSAPP_HOLD_HOURS/);
});

test("issue 12's abuse limits: 5 orders per address in 10 minutes, 10 units of a product", () => {
  expect(parseConfig({})).toMatchObject({
    orderRateLimit: 5,
    orderRateWindowMinutes: 10,
    orderMaxUnits: 10,
    loginFailureLimit: 5,
    loginAddressFailureLimit: 30,
  });
  const shop = parseConfig({ ORDER_RATE_LIMIT: "50", ORDER_MAX_UNITS: "3" });
  expect(shop).toMatchObject({ orderRateLimit: 50, orderMaxUnits: 3 });
  expect(() => parseConfig({ ORDER_MAX_UNITS: "100" })).toThrow(/ORDER_MAX_UNITS/);
  expect(() => parseConfig({ ORDER_RATE_WINDOW_MINUTES: "0" })).toThrow(
    /ORDER_RATE_WINDOW_MINUTES/,
  );
});
