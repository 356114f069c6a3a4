import { recordMessageOutcome, storedCallbacks } from "./daraja/payment-inbox";
import type { MpesaServices } from "./stk-attempt";
import { handleStkCallback } from "./stk-callback";
import { StkCallbackSchema } from "./stk-callback-body";

/**
 * Acts again on the STK callbacks stored for `checkoutRequestId` whose outcome was one of
 * `outcomes` (null: not acted on yet), oldest first, and writes what each came to now (decision
 * 020: nothing received is dropped). Used when the prompt's state has moved on since: Daraja's
 * answer to the push was recorded after its callback came, or the re-check gave the prompt up
 * while a paid callback waited for a re-query that never answered. Acting twice on one changes
 * nothing.
 */
export async function actOnStoredCallbacks(
  services: MpesaServices,
  checkoutRequestId: string,
  outcomes: readonly (string | null)[],
): Promise<void> {
  for (const message of await storedCallbacks(services.db, checkoutRequestId, outcomes)) {
    const parsed = StkCallbackSchema.safeParse(jsonOf(message.body));
    if (!parsed.success) continue;
    const outcome = await handleStkCallback(services, parsed.data.Body.stkCallback);
    await recordMessageOutcome(services.db, message.id, outcome);
  }
}

/** `body` read as JSON; undefined when it is not (a body stored as it came may be anything). */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
