import { sql } from "drizzle-orm";
import type { SmsKind } from "#contracts/sms.ts";
import type { DbExecutor } from "../db/client";

/**
 * Queues an SMS whose text is known now (`message`, at most 160 GSM-7 characters) to `recipient`
 * (E.164) inside the caller's transaction, about order `orderId` when given (it shows among the
 * order's SMS), else about no order: the SMS worker sends it (decision 042). A phone that opted
 * out gets a row marked `opted_out`.
 */
export async function queueTextSms(
  tx: DbExecutor,
  {
    kind,
    recipient,
    message,
    orderId = null,
  }: { kind: SmsKind; recipient: string; message: string; orderId?: string | null },
): Promise<void> {
  await tx.execute(sql`
    insert into sms_outbox (order_id, kind, recipient, message, status)
    values (${orderId}, ${kind}, ${recipient}, ${message},
      case when exists (select 1 from sms_opt_out x where x.phone = ${recipient})
        then 'opted_out' else 'queued' end)`);
}
