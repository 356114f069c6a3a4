import { execFile } from "node:child_process";
import { promisify } from "node:util";
import express from "express";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { startDarajaSimulator } from "#scripts/mpesa-sim/daraja-simulator.ts";
import { createDarajaClient } from "#server/payments/mpesa/daraja/daraja-client.ts";
import { mpesaConfigOf, mpesaEnvShape } from "#server/payments/mpesa/daraja/mpesa-config.ts";
import { listenLocally } from "./support/listen-locally";
import { payPaybill, testCallbackSecret } from "./support/mpesa";

// Decision 020: the local Daraja simulator the tests and journeys pay against, and the script
// that registers the shop's Paybill URLs with Daraja.

type StkBody = { Body: { stkCallback: { CheckoutRequestID: string } } };

describe("The Daraja simulator", () => {
  test("holds back (…8x) or drops (…9x) a push's answer, yet accepts the push and sends its callback", async () => {
    const callbacks: string[] = [];
    const { origin, server } = await listenLocally(
      express()
        .use(express.json())
        .post("/callback", (request, response) => {
          callbacks.push(String((request.body as StkBody).Body.stkCallback.CheckoutRequestID));
          response.json({ ResultCode: 0, ResultDesc: "Accepted" });
        }),
    );
    const simulator = await startDarajaSimulator({
      port: 0,
      callbackDelayMs: 50,
      heldAnswerMs: 2_000,
    });
    const config = mpesaConfigOf(
      z.object(mpesaEnvShape).parse({
        MPESA_BASE_URL: simulator.url,
        MPESA_CONSUMER_KEY: "key",
        MPESA_CONSUMER_SECRET: "secret",
        MPESA_SHORTCODE: "174379",
        MPESA_PASSKEY: "passkey",
        MPESA_CALLBACK_SECRET: testCallbackSecret,
      }),
      origin,
    )!;
    const client = createDarajaClient(
      { ...config, callbackUrl: `${origin}/callback` },
      { timeoutMs: 500 },
    );
    const push = { amount: 10, accountReference: "1", transactionDesc: "Loris order" };
    try {
      for (const phone of ["254712345680", "254712345690"]) {
        await expect(client.stkPush({ ...push, phone })).rejects.toMatchObject({ status: 0 });
      }
      expect(simulator.pushes.map((each) => each.answer)).toEqual(["held", "dropped"]);
      await vi.waitFor(() => expect(callbacks).toHaveLength(2));
      expect(callbacks.sort()).toEqual(
        simulator.pushes.map((each) => each.checkoutRequestId).sort(),
      );
      const answered = await client.stkPush({ ...push, phone: "254712345670" });
      expect(answered.checkoutRequestId).toBe(simulator.pushes.at(-1)!.checkoutRequestId);
    } finally {
      await simulator.close();
      server.closeAllConnections();
      server.close();
    }
  });

  test("refuses a payment before any URLs are registered with 409", async () => {
    const simulator = await startDarajaSimulator({ port: 0 });
    try {
      expect(await payPaybill(simulator, { account: "1", amount: 10 })).toMatchObject({
        status: 409,
      });
    } finally {
      await simulator.close();
    }
  });
});

describe("npm run mpesa-register-urls", () => {
  const run = promisify(execFile);
  // A simulator of its own: the shop's registration above stays the one payments go to.
  let simulator: Awaited<ReturnType<typeof startDarajaSimulator>>;
  beforeAll(async () => {
    simulator = await startDarajaSimulator({ port: 0 });
  });
  afterAll(() => simulator.close());
  const envFor = (callbackBase: string) => ({
    PATH: process.env.PATH,
    PUBLIC_URL: "https://shop.example",
    MPESA_BASE_URL: simulator.url,
    MPESA_CONSUMER_KEY: "any-key",
    MPESA_CONSUMER_SECRET: "any-secret",
    MPESA_SHORTCODE: "600999",
    MPESA_PASSKEY: "any-passkey",
    MPESA_CALLBACK_SECRET: testCallbackSecret,
    MPESA_CALLBACK_BASE_URL: callbackBase,
  });
  const script = ["--import", "tsx", "scripts/mpesa-register-urls.ts"];

  test("registers the shop's URLs and prints them", async () => {
    const { stdout } = await run("node", script, { env: envFor("https://pay.shop.example") });
    const base = `https://pay.shop.example/payments/c2b/${testCallbackSecret}`;
    expect(stdout).toContain("Daraja registered the C2B URLs of shortcode 600999 (Success)");
    expect(stdout).toContain(`confirmation  ${base}/confirmation`);
    expect(simulator.c2bRegistrations).toEqual([
      expect.objectContaining({ ShortCode: "600999", ConfirmationURL: `${base}/confirmation` }),
    ]);
    expect(simulator.c2bRegistrations.at(-1)).toMatchObject({
      ShortCode: "600999",
      ConfirmationURL: `${base}/confirmation`,
    });
  });

  test("prints Daraja's refusal and exits 1", async () => {
    const refused = run("node", script, { env: envFor("https://mpesa.shop.example") });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "Daraja refused the C2B URLs [400.003.02]: Bad Request - Invalid ConfirmationURL",
      ),
    });
  });
});
