import { sql } from "drizzle-orm";
import type { OrderSmsKind } from "#contracts/sms.ts";
import type { DbExecutor } from "../db/client";

/**
 * Queues order `orderId`'s `kind` SMS (DESIGN §5 "Messages out", decision 042) inside the
 * caller's transaction, so it is sent if and only if the change commits: to the order's phone
 * when it is a Kenyan number in E.164, or to `recipient` (the shop's alert phone) when given.
 * A phone that opted out gets a row marked `opted_out`, for staff to see why nothing went. A
 * second call for the same order, kind and recipient adds nothing: each message goes once.
 */
export async function queueOrderSms(
  tx: DbExecutor,
  orderId: string,
  kind: OrderSmsKind,
  recipient?: string,
): Promise<void> {
  const to = recipient ? sql`${recipient}::text` : sql`o.phone`;
  await tx.execute(sql`
    insert into sms_outbox (order_id, kind, recipient, status)
    select o.id, ${kind}, ${to},
      case when exists (select 1 from sms_opt_out x where x.phone = ${to})
        then 'opted_out' else 'queued' end
    from "order" o
    where o.id = ${orderId} and ${to} ~ '^\\+254[17][0-9]{8}$'
    on conflict (order_id, kind, recipient) where kind <> 'order_refunded' do nothing`);
}
