import { sql, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { TradeShape } from "./trade-shape";

/** Orders written per statement: each batch's triggers keep customers and days (decision 047). */
const ordersPerBatch = 10_000;

/** A number of the bench's own written into the statement (parameters would need casts). */
const literal = (value: number) => sql.raw(String(value));
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]::text[]`);
const firstNames = textArray(["Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Baraka"]);
const lastNames = textArray(["Odhiambo", "Wambui", "Njoroge", "Kiprop", "Chebet", "Mutua"]);
const busyStatuses = textArray(["pending", "confirmed", "processing", "shipped", "delivered"]);
const staffChannels = textArray(["whatsapp", "instagram", "phone_call", "walk_in"]);

/** Customer `c`'s name, phone (E.164, unique per customer) and e-mail, as SQL on column c. */
function customerFields(c: SQL): { name: SQL; phone: SQL; email: SQL } {
  return {
    name: sql`(${firstNames})[1 + ${c} % 6] || ' ' || (${lastNames})[1 + (${c} / 6) % 6]`,
    phone: sql`'+2547' || lpad(((${c}::bigint * 7919) % 100000000)::text, 8, '0')`,
    email: sql`'shopper' || ${c} || '@example.co.ke'`,
  };
}

async function seedAccounts(db: Db, shape: TradeShape): Promise<void> {
  const c = sql.raw("c");
  const { name, phone, email } = customerFields(c);
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, first_name, last_name, phone, role,
      created_at, updated_at)
    select 'bench-user-' || c, ${name}, ${email}, true, (${firstNames})[1 + c % 6],
      (${lastNames})[1 + (c / 6) % 6], ${phone}, 'customer',
      now() - make_interval(days => ${literal(shape.days)} + c % 90), now()
    from generate_series(1, ${literal(shape.accounts)}) as c`);
}

/**
 * Orders `from`…`to` (order 1 the newest, one every days × 86,400 / orders seconds): customer
 * c = g × 104,729 mod customers (accounts first, then guests), 1–4 lines of sizes picked across
 * the catalogue. A year's orders are delivered (one in twenty cancelled) and paid, but for the
 * last three days' mix of every status, unpaid.
 */
async function seedOrders(db: Db, shape: TradeShape, from: number, to: number): Promise<void> {
  const customers = shape.accounts + shape.guestPhones;
  const secondsApart = (shape.days * 86_400) / shape.orders;
  const recent = Math.round((shape.orders * 3) / shape.days);
  const c = sql.raw("c");
  const { name, phone, email } = customerFields(c);
  await db.execute(sql`
    insert into bench_line (g, j, size_n, quantity)
    select g, j, ((g::bigint * 7 + j * 7919 + (g / 100) * 13) % (select count(*) from bench_size))::int,
      1 + ((g + j) % 5 = 0)::int
    from generate_series(${literal(from)}, ${literal(to)}) as g, generate_series(0, 3) as j
    where j <= g % 4`);
  await db.execute(sql`
    insert into "order" (id, user_id, user_display_name, user_email, full_name, email, phone,
      address, city, delivery_area, subtotal, shipping, tax, total, status, order_method,
      channel, entered_by, payment_status, payment_method, amount_paid, holds_stock,
      idempotency_key, created_at, updated_at)
    select 'LOR-' || floor(extract(epoch from t) * 1000)::bigint || lpad((g % 1000)::text, 3, '0'),
      case when account then 'bench-user-' || c end,
      case when account then ${name} end,
      case when account then ${email} end,
      ${name}, case when method = 'website' then ${email} end, ${phone},
      'House ' || c || ', Ngong Road', case when nairobi then 'Nairobi' else 'Nakuru' end,
      case when nairobi then 'nairobi' else 'elsewhere' end,
      subtotal, shipping, round(subtotal * 16 / 116.0)::int, subtotal + shipping, status, method,
      case when method = 'staff' then (${staffChannels})[1 + (g / 10) % 4] end,
      case when method = 'staff' then 'Bench Staff' end,
      case when status = 'delivered' then 'paid' else 'unpaid' end,
      case when g % 10 < 5 then 'mpesa_stk' when g % 10 < 7 then 'mpesa_paybill'
        else 'cash_on_delivery' end,
      case when status = 'delivered' then subtotal + shipping else 0 end,
      status <> 'cancelled', 'bench-year-' || g, t, t
    from (
      select g, c, c <= ${literal(shape.accounts)} and method = 'website' as account, method, nairobi,
        case when nairobi then 300 else 600 end as shipping, subtotal, t,
        case when g <= ${literal(recent)} then (${busyStatuses})[1 + g % 5]
          when g % 20 = 0 then 'cancelled' else 'delivered' end as status
      from (
        select l.g, 1 + (l.g::bigint * 104729 % ${literal(customers)})::int as c,
          case when l.g % 10 < 7 then 'website' when l.g % 10 < 9 then 'whatsapp'
            else 'staff' end as method,
          (l.g::bigint * 104729 % ${literal(customers)}) % 5 < 3 as nairobi,
          sum(s.price * l.quantity)::int as subtotal,
          now() - (l.g - 0.5) * ${literal(secondsApart)} * interval '1 second' as t
        from bench_line l join bench_size s on s.n = l.size_n
        where l.g between ${literal(from)} and ${literal(to)}
        group by l.g
      ) chosen
    ) placed`);
  await db.execute(sql`
    insert into order_item (order_id, product_id, size_id, name, size_label, price, quantity,
      category, image_url)
    select o.id, s.product_id, s.id, s.name, s.label, s.price, l.quantity, s.category, s.image_url
    from bench_line l join bench_size s on s.n = l.size_n
      join "order" o on o.idempotency_key = 'bench-year-' || l.g
    where l.g between ${literal(from)} and ${literal(to)}
    order by l.g, l.j`);
}

/**
 * What the money and messages of the orders add: a payment per delivered order (one in three
 * paid in two parts), M-PESA by prompt or Paybill or cash at the door; one Paybill payment in
 * two hundred orders' worth left without an order for staff; each payment in its order's
 * timeline; and the outbox rows the orders sent (SMS updates and alerts, e-mails, digests).
 */
async function seedMoneyAndMessages(db: Db, shape: TradeShape): Promise<void> {
  await db.execute(sql`
    insert into payment (method, source, receipt_number, amount, phone, payer_name,
      account_reference, order_id, taken_by, received_at, created_at)
    select case when o.payment_method = 'cash_on_delivery' then 'cash' else 'mpesa' end,
      case o.payment_method when 'mpesa_stk' then 'prompt' when 'mpesa_paybill' then 'paybill'
        else 'door' end,
      case when o.payment_method <> 'cash_on_delivery'
        then 'R' || substr(o.id, 5) || part.n end,
      case when not split then o.total when part.n = 1 then o.total / 2
        else o.total - o.total / 2 end,
      substr(o.phone, 2), o.full_name, o.id, o.id,
      case when o.payment_method = 'cash_on_delivery' then 'Rider Joseph' end,
      o.created_at + part.n * interval '1 hour', o.created_at + part.n * interval '1 hour'
    from "order" o cross join lateral (select right(o.id, 3)::int % 3 = 0 as split) parts
      join (values (1), (2)) as part(n) on part.n = 1 or parts.split
    where o.status = 'delivered'`);
  await db.execute(sql`
    insert into payment (method, source, receipt_number, amount, phone, account_reference,
      issue, refunded_at, received_at, created_at)
    select 'mpesa', 'paybill', 'U' || lpad(g::text, 9, '0'), 500 + g % 40 * 100,
      '2547' || lpad(((g::bigint * 15485863) % 100000000)::text, 8, '0'), 'SHOP' || g,
      'no_order', case when g % 3 = 0 then now() end,
      now() - g * ${literal((shape.days * 86_400) / Math.max(1, shape.orders / 200))} * interval '1 second',
      now()
    from generate_series(1, ${literal(Math.round(shape.orders / 200))}) as g`);
  await db.execute(sql`
    insert into payment_event (order_id, actor, message, receipt_number, amount, created_at)
    select order_id, case when source = 'door' then 'Bench Staff' else 'M-PESA' end,
      'Payment received', receipt_number, amount, received_at
    from payment where order_id is not null`);
  await db.execute(sql`
    insert into sms_outbox (order_id, kind, recipient, message, status, attempts, sent_at,
      created_at, next_attempt_at)
    select o.id, kind, o.phone, 'Loris: your order ' || o.id || ' is on its way.', 'sent', 1,
      o.created_at + interval '1 minute', o.created_at, o.created_at
    from "order" o cross join (values ('order_confirmed'), ('order_delivered')) as k(kind)
    where o.status = 'delivered'
    union all
    select o.id, 'new_order_alert', '+254711222333', 'New order ' || o.id, 'sent', 1,
      o.created_at + interval '1 minute', o.created_at, o.created_at
    from "order" o where o.order_method <> 'website'`);
  await db.execute(sql`
    insert into mail_outbox (template, recipient, payload, attempts, sent_at, created_at,
      next_attempt_at)
    select 'order-confirmation', o.email, jsonb_build_object('order_id', o.id), 1,
      o.created_at + interval '1 minute', o.created_at, o.created_at
    from "order" o where o.email is not null
    union all
    select 'order-alert', 'owner@loris.local', jsonb_build_object('order_id', o.id), 1,
      o.created_at + interval '1 minute', o.created_at, o.created_at
    from "order" o
    union all
    select 'daily-digest', 'owner@loris.local',
      jsonb_build_object('day', to_char(now() - d * interval '1 day', 'YYYY-MM-DD')), 1,
      now() - d * interval '1 day', now() - d * interval '1 day', now() - d * interval '1 day'
    from generate_series(1, ${literal(shape.days)}) as d`);
}

/**
 * Grows a database holding the bench catalogue (scripts/bench/bench-catalogue.ts) to `shape`'s
 * trade in SQL: accounts, orders and their lines in batches of 10,000 (the kept-figure triggers
 * of decision 047 run as they do for every order), then payments, timelines and outbox rows,
 * and compacts the kept tables.
 * `progress` hears each step.
 */
export async function growTrade(
  db: Db,
  shape: TradeShape,
  progress: (text: string) => void,
): Promise<void> {
  await db.execute(sql`
    create table bench_size as
    select (row_number() over (order by s.id))::int - 1 as n, s.id, s.product_id, s.label,
      s.price, p.name, p.category, p.image_url
    from product_size s join product p on p.id = s.product_id`);
  await db.execute(sql`create unique index on bench_size (n)`);
  await db.execute(sql`create table bench_line (g int, j int, size_n int, quantity int)`);
  try {
    await seedAccounts(db, shape);
    for (let from = 1; from <= shape.orders; from += ordersPerBatch) {
      const to = Math.min(shape.orders, from + ordersPerBatch - 1);
      await seedOrders(db, shape, from, to);
      progress(`${to} of ${shape.orders} orders`);
    }
    await seedMoneyAndMessages(db, shape);
    // Seeding rewrote each kept row thousands of times in a few transactions, leaving pages of
    // dead copies; a trading shop's vacuum and page pruning keep them compact as they change.
    await db.execute(
      sql`VACUUM FULL daily_sales, customer, customer_totals, product_sales, daily_channel_sales, daily_product_sales, daily_staff_sales, daily_payment_methods`,
    );
  } finally {
    await db.execute(sql`drop table bench_line`);
    await db.execute(sql`drop table bench_size`);
  }
}
