import { randomBytes } from "node:crypto";
import { vatIncluded } from "#contracts/money.ts";
import { user } from "#server/db/auth-schema.ts";
import type { Db } from "#server/db/client.ts";
import type { OrderStatus } from "#contracts/order-status.ts";
import { order, orderItem } from "#server/db/order-schema.ts";

/** A line of a test order: a product id, its unit price (whole KSh) and a count. */
export interface TestLine {
  productId: string;
  price: number;
  quantity: number;
}

/** What a test says about an order; the rest gets believable defaults. */
export interface TestOrder {
  id?: string;
  userId?: string | null;
  fullName?: string;
  status?: OrderStatus;
  /** How it was placed; a website order unless the test says otherwise. */
  orderMethod?: "website" | "whatsapp";
  createdAt?: Date;
  lines: TestLine[];
}

/**
 * Inserts orders as placeOrder would store them (free shipping, so total = subtotal; VAT
 * included) and returns their ids, in order.
 */
export async function insertCustomerOrders(db: Db, orders: TestOrder[]): Promise<string[]> {
  const ids: string[] = [];
  for (const spec of orders) {
    const id = spec.id ?? `LOR-${Date.now()}${randomBytes(3).toString("hex")}`;
    const subtotal = spec.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    await db.insert(order).values({
      id,
      userId: spec.userId ?? null,
      fullName: spec.fullName ?? "Wanjiku Kamau",
      email: "wanjiku@example.co.ke",
      phone: "+254712345678",
      deliveryArea: "nairobi",
      subtotal,
      shipping: 0,
      tax: vatIncluded(subtotal),
      total: subtotal,
      status: spec.status ?? "pending",
      orderMethod: spec.orderMethod ?? "website",
      idempotencyKey: `key_${randomBytes(8).toString("hex")}`,
      createdAt: spec.createdAt ?? new Date(),
    });
    await db.insert(orderItem).values(
      spec.lines.map((line) => ({
        orderId: id,
        productId: line.productId,
        name: `Product ${line.productId}`,
        price: line.price,
        quantity: line.quantity,
      })),
    );
    ids.push(id);
  }
  return ids;
}

/** What a test says about an account; the rest gets believable defaults. */
export interface TestAccount {
  id?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  role?: "customer" | "admin";
  createdAt?: Date;
}

/** Inserts accounts (no password: they cannot log in) and returns their ids, in order. */
export async function insertAccounts(db: Db, accounts: TestAccount[]): Promise<string[]> {
  const rows = accounts.map((account) => {
    const id = account.id ?? `u${randomBytes(6).toString("hex")}`;
    const firstName = account.firstName ?? "Achieng";
    const lastName = account.lastName ?? "Otieno";
    return {
      id,
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      email: account.email ?? `${id}@example.co.ke`,
      phone: account.phone ?? "+254712345678",
      role: account.role ?? "customer",
      staffRole: account.role === "admin" ? ("owner" as const) : null,
      createdAt: account.createdAt ?? new Date(),
    };
  });
  if (rows.length > 0) await db.insert(user).values(rows);
  return rows.map((row) => row.id);
}

/** A moment `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
