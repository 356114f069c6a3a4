import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { product, productSize } from "#server/db/schema.ts";

const firstNames = ["Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Baraka", "Zawadi", "Mwangi"];
const lastNames = [
  "Odhiambo",
  "Atieno",
  "Wambui",
  "Njoroge",
  "Kiprop",
  "Chebet",
  "Mutua",
  "Omondi",
];
const statuses = ["pending", "confirmed", "processing", "shipped", "delivered", "cancelled"];

/**
 * `count` orders (one a minute back from now), each with one or two line items, written by
 * SQL in one statement per table: names from Kenyan first and last names, unique e-mails and
 * phones, every status (a sixth delivered). Order n has id LOR-1700000{n, 6 digits}, e-mail
 * customer{n}@example.co.ke and phone +2547{n × 7919 mod 10⁸, 8 digits}.
 */
export async function seedBenchOrders(db: Db, count: number): Promise<void> {
  await db.insert(product).values({
    id: "benchamber",
    name: "Amber Veil",
    description: "A warm amber Eau de Parfum.",
    price: 2500,
  });
  await db.insert(productSize).values({
    id: "benchamber-0",
    productId: "benchamber",
    label: "50ml",
    position: 0,
    price: 2500,
  });
  const list = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(",")}]`);
  await db.execute(sql`
    insert into "order" (id, full_name, email, phone, address, city, delivery_area, subtotal,
      shipping, tax, total, status, order_method, idempotency_key, created_at, updated_at)
    select 'LOR-1700000' || lpad(g::text, 6, '0'),
      (${list(firstNames)})[1 + g % 8] || ' ' || (${list(lastNames)})[1 + (g / 8) % 8],
      'customer' || g || '@example.co.ke',
      '+2547' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0'),
      'Plot ' || g || ', Ngong Road', 'Nairobi', 'nairobi', 5000, 0, 690, 5000,
      (${list(statuses)})[1 + g % 6], 'website', 'bench-' || g,
      now() - make_interval(mins => g), now()
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into order_item (order_id, product_id, name, price, quantity)
    select o.id, 'benchamber', 'Amber Veil', 2500, 2 - (right(o.id, 1)::int % 2)
    from "order" o
    union all
    select o.id, 'benchamber', 'Amber Veil Intense', 2500, 1
    from "order" o where right(o.id, 1)::int % 2 = 1`);
}
