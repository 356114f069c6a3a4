import { desc, eq, notInArray, sql } from "drizzle-orm";
import { user } from "#server/db/auth-schema.ts";
import { customer, dailyProductSales, dailySales } from "#server/db/kept-figures-schema.ts";
import { mailOutbox } from "#server/db/mail-schema.ts";
import { order, orderItem } from "#server/db/order-schema.ts";
import { payment, paymentEvent } from "#server/db/payment-schema.ts";
import { product, productSize } from "#server/db/schema.ts";
import { smsOutbox } from "#server/db/sms-schema.ts";
import { adminSessionCookie, createBenchAdmin } from "../bench-admin";
import { seedBenchCatalogue } from "../bench-catalogue";
import type { TempDatabase } from "../bench-databases";
import { freePort, startShopProcess, type ShopProcess } from "../shop-process";
import { signedInCustomers } from "../signed-in-customers";
import { measureExport, type ExportRun } from "./export-memory";
import { growTrade } from "./grow-trade";
import type { TradeShape } from "./trade-shape";
import {
  timePages,
  yearPages,
  type PageSubjects,
  type PageTiming,
  type ShopPages,
} from "./year-pages";

/** What one shop of one size measured. */
export interface SizeResult {
  shape: TradeShape;
  /** Rows per table after seeding. */
  rows: Record<string, number>;
  seedSeconds: number;
  pages: PageTiming[];
  /** The orders CSV of each tab, one after another (all the shop's orders between them). */
  exports: ExportRun[];
}

/** A database seeded to a shape: the bench admin's password and the rows its pages name. */
interface SeededShop {
  database: TempDatabase;
  shape: TradeShape;
  password: string;
  subjects: PageSubjects;
  rows: Record<string, number>;
  seedSeconds: number;
}

/** The tables whose rows the report counts, by name. */
const countedTables = {
  product,
  product_size: productSize,
  user,
  customer,
  order,
  order_item: orderItem,
  payment,
  payment_event: paymentEvent,
  sms_outbox: smsOutbox,
  mail_outbox: mailOutbox,
  daily_sales: dailySales,
  daily_product_sales: dailyProductSales,
};

/** Seeds `database` to `shape`: the bench catalogue, the trade, the bench admin; at rest. */
async function seedShop(database: TempDatabase, shape: TradeShape): Promise<SeededShop> {
  const log = (text: string) => console.log(`${database.kind}, ${shape.name}: ${text}`);
  const started = performance.now();
  const handle = await database.open();
  try {
    await handle.migrate();
    const products = await seedBenchCatalogue(handle.db, shape.products);
    await growTrade(handle.db, shape, log);
    const password = await createBenchAdmin(handle.db);
    await handle.db.execute(sql`VACUUM ANALYZE`);
    const rows: Record<string, number> = {};
    for (const [name, table] of Object.entries(countedTables)) {
      rows[name] = await handle.db.$count(table);
    }
    const [known] = await handle.db
      .select({ key: customer.key, phone: customer.phone })
      .from(customer)
      .where(eq(customer.accountId, "bench-user-7"));
    const [recent] = await handle.db
      .select({ id: order.id })
      .from(order)
      .where(notInArray(order.status, ["delivered", "cancelled"]))
      .orderBy(desc(order.createdAt))
      .limit(1);
    const subjects: PageSubjects = {
      productId: products[0]!.id!,
      customerKey: known!.key,
      customerPhone: known!.phone!.replace(/^\+254/, "0"),
      recentOrderId: recent!.id,
    };
    const seedSeconds = Math.round((performance.now() - started) / 1000);
    log(`seeded in ${seedSeconds} s: ${JSON.stringify(rows)}`);
    return { database, shape, password, subjects, rows, seedSeconds };
  } finally {
    await handle.close();
  }
}

/** The production shop on a seeded database, with the admin's and a customer's sessions. */
async function serveShop(seeded: SeededShop): Promise<{ shop: ShopProcess; pages: ShopPages }> {
  const shop = await startShopProcess(seeded.database.env, await freePort());
  try {
    const staff = await adminSessionCookie(shop.url, seeded.password);
    if (!staff) throw new Error("/admin is missing");
    const [customer] = await signedInCustomers(shop.url, 1);
    const pages = yearPages(seeded.subjects);
    return { shop, pages: { origin: shop.url, cookies: { staff, customer: customer! }, pages } };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

/**
 * Seeds one database per shape of `shapes` (made by `createDatabase`), serves each with the
 * production shop, times every page of scripts/bench/year/year-pages.ts `runs` times on all of
 * them in turn, then downloads each one's orders CSV of both tabs. Drops the databases.
 */
export async function measureSizes(
  createDatabase: () => Promise<TempDatabase>,
  shapes: TradeShape[],
  runs: number,
): Promise<SizeResult[]> {
  const databases: TempDatabase[] = [];
  const served: Awaited<ReturnType<typeof serveShop>>[] = [];
  try {
    const seeded: SeededShop[] = [];
    for (const shape of shapes) {
      const database = await createDatabase();
      databases.push(database);
      seeded.push(await seedShop(database, shape));
    }
    for (const shop of seeded) served.push(await serveShop(shop));
    const timings = await timePages(
      served.map((shop) => shop.pages),
      runs,
    );
    const results: SizeResult[] = [];
    for (const [index, { shop, pages }] of served.entries()) {
      const exports = [
        await measureExport(shop, pages.cookies.staff, "delivered"),
        await measureExport(shop, pages.cookies.staff, "ongoing"),
      ];
      const { shape, rows, seedSeconds } = seeded[index]!;
      results.push({ shape, rows, seedSeconds, pages: timings[index]!, exports });
    }
    return results;
  } finally {
    for (const { shop } of served) await shop.stop();
    for (const database of databases) await database.drop();
  }
}
