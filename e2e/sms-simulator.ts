import { e2eSmsSimPort } from "./e2e-port";

/** What the Africa's Talking simulator sent to `phone` (E.164), oldest first. */
export async function textsTo(phone: string): Promise<string[]> {
  const answer = await fetch(
    `http://127.0.0.1:${e2eSmsSimPort}/messages?to=${encodeURIComponent(phone)}`,
  );
  const sent = (await answer.json()) as { message: string }[];
  return sent.map((sms) => sms.message);
}
