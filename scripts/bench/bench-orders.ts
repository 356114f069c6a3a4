import { user } from "#server/db/auth-schema.ts";
import type { Db } from "#server/db/client.ts";
import { seededRng } from "#server/db/seed/demo-random.ts";
import { orderStatuses } from "#contracts/order-status.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import type { BenchProduct } from "./bench-catalogue";

const dayMs = 86_400_000;
const batchSize = 250;

/** `count` customers with believable names; their accounts have no password (never sign in). */
function customerRows(count: number, now: Date): (typeof user.$inferInsert)[] {
  const rng = seededRng("bench customers");
  const first = ["Achieng", "Wanjiru", "Kamau", "Otieno", "Njeri", "Mwangi", "Akinyi", "Kipchoge"];
  const last = ["Odhiambo", "Mutua", "Wambui", "Kiprono", "Chebet", "Ouma", "Kariuki", "Nyambura"];
  return Array.from({ length: count }, (_, i) => {
    const firstName = rng.pick(first);
    const lastName = rng.pick(last);
    const createdAt = new Date(now.getTime() - rng.int(0, 400) * dayMs);
    return {
      id: `benchuser${i}`,
      name: `${firstName} ${lastName}`,
      email: `${firstName}.${lastName}.${i}@example.com`.toLowerCase(),
      firstName,
      lastName,
      phone: `+2547${String(10_000_000 + i).slice(-8)}`,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Seeds `customers` customers and `orders` orders of 1–3 lines over the last 120 days, priced
 * from `products` (DESIGN §6 totals: VAT included, total = subtotal + shipping), so the admin
 * dashboard, order list and customer list have data to show.
 */
export async function seedBenchOrders(
  db: Db,
  products: BenchProduct[],
  counts: { customers: number; orders: number },
  now = new Date(),
): Promise<void> {
  const rng = seededRng("bench orders");
  const customers = customerRows(counts.customers, now);
  for (let start = 0; start < customers.length; start += batchSize) {
    await db.insert(user).values(customers.slice(start, start + batchSize));
  }
  const orders: (typeof order.$inferInsert)[] = [];
  const items: (typeof orderItem.$inferInsert)[] = [];
  for (let i = 0; i < counts.orders; i++) {
    const customer = rng.chance(0.6) ? rng.pick(customers) : undefined;
    const createdAt = new Date(now.getTime() - rng.int(0, 120 * 24 * 60) * 60_000);
    const id = `LOR-${createdAt.getTime()}${String(i % 1000).padStart(3, "0")}`;
    const lines = Array.from({ length: rng.int(1, 3) }, () => rng.pick(products));
    let subtotal = 0;
    for (const line of lines) {
      const quantity = rng.int(1, 3);
      const size = line.sizes[0]!;
      subtotal += size.price * quantity;
      items.push({
        orderId: id,
        productId: line.id!,
        sizeId: size.id,
        name: line.name,
        sizeLabel: size.label,
        price: size.price,
        quantity,
        category: line.category ?? null,
        imageUrl: line.imageUrl ?? null,
      });
    }
    const fullName = customer?.name ?? "Guest Shopper";
    orders.push({
      id,
      userId: customer?.id ?? null,
      userDisplayName: customer?.name ?? null,
      userEmail: customer?.email ?? null,
      fullName,
      phone: customer?.phone ?? "+254700000000",
      email: customer?.email ?? `guest${i}@example.com`,
      deliveryArea: rng.chance(0.6) ? "nairobi" : "elsewhere",
      subtotal,
      shipping: 0,
      tax: Math.round((subtotal * 16) / 116),
      total: subtotal,
      status: rng.pick(orderStatuses),
      orderMethod: rng.chance(0.7) ? "website" : "whatsapp",
      idempotencyKey: `bench-order-${i}`,
      createdAt,
      updatedAt: createdAt,
    });
  }
  for (let start = 0; start < orders.length; start += batchSize) {
    await db.insert(order).values(orders.slice(start, start + batchSize));
  }
  for (let start = 0; start < items.length; start += batchSize * 2) {
    await db.insert(orderItem).values(items.slice(start, start + batchSize * 2));
  }
}
