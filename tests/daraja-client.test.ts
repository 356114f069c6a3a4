import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startDarajaSimulator, type DarajaSimulator } from "#scripts/mpesa-sim/daraja-simulator.ts";
import { createDarajaClient } from "#server/payments/mpesa/daraja/daraja-client.ts";
import { DarajaError } from "#server/payments/mpesa/daraja/daraja-error.ts";
import { darajaPassword } from "#server/payments/mpesa/daraja/daraja-password.ts";
import { mpesaConfigOf, mpesaEnvShape } from "#server/payments/mpesa/daraja/mpesa-config.ts";
import { z } from "zod";

let simulator: DarajaSimulator;
beforeAll(async () => {
  simulator = await startDarajaSimulator({ port: 0, callbackDelayMs: 0 });
});
afterAll(() => simulator.close());

/** The shop's M-PESA settings pointed at `baseUrl`. */
function configAt(baseUrl: string) {
  const env = z.object(mpesaEnvShape).parse({
    MPESA_BASE_URL: baseUrl,
    MPESA_CONSUMER_KEY: "key",
    MPESA_CONSUMER_SECRET: "secret",
    MPESA_SHORTCODE: "174379",
    MPESA_PASSKEY: "passkey",
    MPESA_CALLBACK_SECRET: "client-test-secret-0123456789abcdef",
    // Callbacks go back to the simulator, which answers them 404: nobody listens for them here.
    MPESA_CALLBACK_BASE_URL: baseUrl,
  });
  return mpesaConfigOf(env, "https://loris.example")!;
}

const push = { amount: 1500, accountReference: "548238631001", transactionDesc: "Loris order" };
const instant = new Date("2016-02-16T13:56:27Z");

describe("the Daraja client against the simulator", () => {
  test("a push carries Daraja's fields, its Password and Nairobi Timestamp, and is accepted with ids", async () => {
    const client = createDarajaClient(configAt(simulator.url), { now: () => instant });
    const accepted = await client.stkPush({ ...push, phone: "254712345670" });
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_/);
    expect(simulator.pushes.at(-1)!.body).toEqual({
      BusinessShortCode: "174379",
      Password: darajaPassword("174379", "passkey", "20160216165627"),
      Timestamp: "20160216165627",
      TransactionType: "CustomerPayBillOnline",
      Amount: 1500,
      PartyA: "254712345670",
      PartyB: "174379",
      PhoneNumber: "254712345670",
      CallBackURL: `${simulator.url}/payments/mpesa/callback/client-test-secret-0123456789abcdef`,
      AccountReference: "548238631001",
      TransactionDesc: "Loris order",
    });
  });

  test("one token serves many calls; an expired one is renewed once, mid-flow", async () => {
    const client = createDarajaClient(configAt(simulator.url));
    const before = simulator.tokenRequests;
    const { checkoutRequestId } = await client.stkPush({ ...push, phone: "254712345676" });
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "processing" });
    expect(simulator.tokenRequests).toBe(before + 1);
    simulator.expireTokens();
    expect(await client.stkQuery(checkoutRequestId)).toEqual({ state: "processing" });
    expect(simulator.tokenRequests).toBe(before + 2);
  });

  test("a finished prompt's query gives Daraja's result code", async () => {
    const client = createDarajaClient(configAt(simulator.url));
    const { checkoutRequestId } = await client.stkPush({ ...push, phone: "254712345672" });
    expect(await client.stkQuery(checkoutRequestId)).toEqual({
      state: "done",
      resultCode: 1032,
      resultDescription: "Request cancelled by user",
    });
  });

  test("Daraja's refusal and an unreachable Daraja are DarajaErrors with its message or status 0", async () => {
    const client = createDarajaClient(configAt(simulator.url));
    const refused = await client.stkPush({ ...push, phone: "0712345670" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DarajaError);
    expect(refused).toMatchObject({
      status: 400,
      errorCode: "400.002.02",
      message: "Bad Request - Invalid PhoneNumber",
    });
    const nowhere = createDarajaClient(configAt("http://127.0.0.1:9"), { timeoutMs: 2_000 });
    await expect(nowhere.stkQuery("ws_CO_1")).rejects.toMatchObject({ status: 0 });
  });
});
