import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "#server/db/client.ts";
import { paymentMessage } from "#server/db/payment-schema.ts";
import {
  isFromDaraja,
  mpesaConfigOf,
  mpesaEnvShape,
} from "#server/payments/mpesa/daraja/mpesa-config.ts";
import { mpesaEnv, testCallbackSecret } from "./support/mpesa";
import { serveShop } from "./support/served-shop";
import { openTestDatabase, testDatabaseKind } from "./support/test-database";

// Decision 056: with MPESA_CALLBACK_IPS set, Daraja's paths take messages from those addresses
// only, so a leaked secret alone cannot mark an order paid.

/** The shop's M-PESA settings with MPESA_CALLBACK_IPS `ips`. */
const configWith = (ips: string | undefined) =>
  mpesaConfigOf(
    z.object(mpesaEnvShape).parse({
      ...mpesaEnv("http://127.0.0.1:1", "https://loris.example"),
      MPESA_CALLBACK_IPS: ips,
    }),
    "https://loris.example",
  )!;

describe("who may post Daraja's messages", () => {
  test("any sender without MPESA_CALLBACK_IPS; with it, only those addresses, however written", () => {
    expect(isFromDaraja(configWith(undefined), "198.51.100.4")).toBe(true);
    const config = configWith("196.201.214.200, 2001:DB8::7");
    expect(isFromDaraja(config, "196.201.214.200")).toBe(true);
    expect(isFromDaraja(config, "::ffff:196.201.214.200")).toBe(true);
    expect(isFromDaraja(config, "2001:db8:0:0::7")).toBe(true);
    expect(isFromDaraja(config, "196.201.214.201")).toBe(false);
    expect(isFromDaraja(config, "")).toBe(false);
  });

  test("a list holding anything but IP addresses stops start-up", () => {
    expect(() => configWith("196.201.214.200, safaricom.com")).toThrow(
      "IP addresses, separated by commas",
    );
  });
});

let database: DatabaseHandle;
let shop: Awaited<ReturnType<typeof serveShop>>;
beforeAll(async () => {
  database = await openTestDatabase();
  shop = await serveShop(database, (origin) => ({
    ...mpesaEnv("http://127.0.0.1:1", origin),
    MPESA_CALLBACK_IPS: "196.201.214.200",
  }));
});
afterAll(async () => {
  await shop?.stop();
  await database?.close();
});

describe(`Daraja's paths on ${testDatabaseKind} with MPESA_CALLBACK_IPS set`, () => {
  test.each([
    ["the STK callback", `/payments/mpesa/callback/${testCallbackSecret}`],
    ["a Paybill confirmation", `/payments/c2b/${testCallbackSecret}/confirmation`],
  ])("%s from another address is refused 403 and nothing is stored", async (_name, path) => {
    const marker = `forged-${Date.now()}`;
    const response = await fetch(`${shop.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ TransID: "QWE1RT2YU3", BillRefNumber: marker }),
    });
    expect(response.status).toBe(403);
    const stored = await database.db
      .select({ id: paymentMessage.id })
      .from(paymentMessage)
      .where(like(paymentMessage.body, `%${marker}%`));
    expect(stored).toEqual([]);
  });
});
