import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  startSmsSimulator,
  type SmsSimulator,
} from "#scripts/sms-sim/africas-talking-simulator.ts";
import { listenLocally } from "./support/listen-locally";

// The local Africa's Talking SMS simulator (npm run sms-sim), spoken to as the official
// `africastalking` SDK 0.8.3 speaks to Africa's Talking (node_modules/africastalking/lib/sms.js).

let simulator: SmsSimulator;
beforeAll(async () => {
  simulator = await startSmsSimulator({ port: 0 });
});
afterAll(() => simulator.close());

/** What `AfricasTalking({ username, apiKey }).SMS.send({ to, message, from })` posts. */
function sendSms(fields: { to: string; message: string; from?: string }, apiKey = "dev-key") {
  return fetch(`${simulator.url}/version1/messaging`, {
    method: "POST",
    headers: { apikey: apiKey, Accept: "application/json" },
    body: new URLSearchParams({ username: "sandbox", ...fields, bulkSMSMode: "1" }),
  });
}

const sentTo = async (to: string) => {
  const response = await fetch(`${simulator.url}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as unknown;
};

describe("The Africa's Talking SMS simulator", () => {
  test("sends an order update to two customers and lists both texts", async () => {
    const message = "Loris: your order 1042 is on its way.";
    const response = await sendSms({ to: "+254712000001,+254712000002", message, from: "Loris" });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      SMSMessageData: {
        Message: "Sent to 2/2 Total Cost: KES 1.6000",
        Recipients: ["+254712000001", "+254712000002"].map((number) => ({
          statusCode: 101,
          number,
          status: "Success",
          cost: "KES 0.8000",
          messageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/),
        })),
      },
    });
    expect(await sentTo("+254712000001")).toEqual([
      { to: "+254712000001", message, from: "Loris" },
    ]);
    const everything = (await (await fetch(`${simulator.url}/messages`)).json()) as unknown[];
    expect(everything).toEqual(
      expect.arrayContaining([
        { to: "+254712000001", message, from: "Loris" },
        { to: "+254712000002", message, from: "Loris" },
      ]),
    );
  });

  test("refuses a number that is not in international format and does not list it", async () => {
    const response = await sendSms({ to: "0712000003", message: "Loris: hello" });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      SMSMessageData: {
        Message: "Sent to 0/1 Total Cost: 0",
        Recipients: [
          {
            statusCode: 403,
            number: "0712000003",
            status: "InvalidPhoneNumber",
            cost: "0",
            messageId: "None",
          },
        ],
      },
    });
    expect(await sentTo("0712000003")).toEqual([]);
    expect(simulator.messages.map((each) => each.to)).not.toContain("0712000003");
  });

  test("answers 401 in plain text when the API key is missing", async () => {
    const response = await sendSms({ to: "+254712000004", message: "Loris: hello" }, "");

    expect(response.status).toBe(401);
    expect(await response.text()).toBe("The supplied authentication is invalid");
    expect(await sentTo("+254712000004")).toEqual([]);
  });

  test("answers 500 once after failNext(1), then sends again", async () => {
    simulator.failNext(1);
    const failed = await sendSms({ to: "+254712000005", message: "Loris: first try" });
    const retried = await sendSms({ to: "+254712000005", message: "Loris: second try" });

    expect([failed.status, await failed.text()]).toEqual([500, "Internal Server Error"]);
    expect(retried.status).toBe(201);
    expect(await sentTo("+254712000005")).toEqual([
      { to: "+254712000005", message: "Loris: second try", from: null },
    ]);
  });

  test("posts a customer's STOP to the shop as Africa's Talking's incoming-message form", async () => {
    const received: { contentType?: string; form: Record<string, string> }[] = [];
    const { origin, server } = await listenLocally(
      express()
        .use(express.urlencoded({ extended: false }))
        .post("/sms/incoming", (request, response) => {
          const form = request.body as Record<string, string>;
          received.push({ contentType: request.headers["content-type"], form });
          response.sendStatus(204);
        }),
    );
    try {
      const response = await fetch(`${simulator.url}/simulate/incoming`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          from: "+254712000006",
          text: "STOP",
          url: `${origin}/sms/incoming`,
        }),
      });

      expect(await response.json()).toEqual({ delivered: true, status: 204 });
      expect(received).toEqual([
        {
          contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
          form: {
            from: "+254712000006",
            to: "Loris",
            text: "STOP",
            date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
            id: expect.stringMatching(/^[0-9a-f-]{36}$/),
            linkId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          },
        },
      ]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
