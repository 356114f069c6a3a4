import { readDarajaMessage } from "#server/payments/mpesa/daraja/daraja-request.ts";
import {
  C2bConfirmationSchema,
  handleC2bConfirmation,
} from "#server/payments/mpesa/c2b-confirmation.ts";
import {
  recordMessageOutcome,
  storePaymentMessage,
} from "#server/payments/mpesa/daraja/payment-inbox.ts";
import { getServices } from "#server/services.ts";
import type { Route } from "./+types/mpesa-c2b";

/** Daraja's answer to a message the shop took. */
const accepted = { ResultCode: 0, ResultDesc: "Accepted" };

const kinds = { confirmation: "c2b_confirmation", validation: "c2b_validation" } as const;

/**
 * POST /payments/c2b/:secret/confirmation and …/validation — Daraja's C2B messages for a
 * Paybill payment (decision 056), at the URLs `npm run mpesa-register-urls` registers. The
 * path's secret (MPESA_CALLBACK_SECRET) must match, else 404 and a warning, and the sender be
 * one of MPESA_CALLBACK_IPS when set, else 403; the body must be
 * JSON (415/400; bodies over 64 KB are refused before this). Every JSON body is stored in
 * `payment_message` first; one not in Daraja's shape is then answered 400. A validation is
 * answered Accepted (a mistyped account is better matched by staff than refused); a
 * confirmation is acted on (handleC2bConfirmation: a local write, done before the answer) and
 * answered Accepted, or 500 when it could not be recorded (acting again is harmless).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { config, db, log } = getServices(context);
  const pathKind = Object.hasOwn(kinds, params.message)
    ? kinds[params.message as keyof typeof kinds]
    : undefined;
  const message = await readDarajaMessage(
    request,
    pathKind,
    { mpesa: config.mpesa, log },
    { secret: params.secret, what: "C2B message" },
  );
  if (message instanceof Response) return message;
  const { raw, body, subject: kind } = message;
  const now = new Date();
  const messageId = await storePaymentMessage(db, { kind, body: raw }, now);
  const parsed = C2bConfirmationSchema.safeParse(body);
  if (!parsed.success) {
    await recordMessageOutcome(db, messageId, "refused: not in Daraja's C2B shape");
    log.warn({ kind, issues: parsed.error.issues.length }, "M-PESA C2B message refused");
    return Response.json(
      { ResultCode: 1, ResultDesc: "Rejected: not a C2B message" },
      { status: 400 },
    );
  }
  if (kind === "c2b_validation") {
    await recordMessageOutcome(db, messageId, "accepted");
    return Response.json(accepted);
  }
  try {
    const outcome = await handleC2bConfirmation(db, parsed.data, now);
    await recordMessageOutcome(db, messageId, outcome);
    log.info({ receipt: parsed.data.TransID, outcome }, "M-PESA Paybill payment");
    return Response.json(accepted);
  } catch (error) {
    log.error({ err: error, messageId }, "could not record an M-PESA Paybill payment");
    await recordMessageOutcome(db, messageId, `failed: ${(error as Error).message}`).catch(
      () => undefined,
    );
    return Response.json(
      { ResultCode: 1, ResultDesc: "Not recorded: send it again" },
      { status: 500 },
    );
  }
}
