// `node --import tsx scripts/bench/admin-orders.ts`: the admin's Order Management list and CSV
// export on 100,000 generated orders, on PGlite and on PostgreSQL (TEST_DATABASE_URL's server,
// or postgres://postgres@127.0.0.1:5432/postgres). Prints a Markdown table (decision 009).
import { sql } from "drizzle-orm";
import type { AdminOrderQuery } from "#contracts/admin-order-query.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { listAdminOrders } from "#server/orders/admin-order-queries.ts";
import { exportOrdersCsv } from "#server/orders/order-export.ts";
import { seedBenchOrders } from "./admin-orders-seed";
import { createTempDatabase } from "./bench-databases";
import { summarise } from "./fixed-rate";

const orderCount = 100_000;
const runs = 30;
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The views an admin opens: tabs, a deep page, searches of each kind, a status filter. */
const views: [string, Partial<AdminOrderQuery>][] = [
  ["Ongoing, page 1", {}],
  ["Delivered, page 1", { tab: "delivered" }],
  ["Ongoing, last page (offset 83,300)", { page: 4_167 }],
  ["Oldest First, page 1", { sort: "oldest" }],
  ["status Shipped", { status: "shipped" }],
  ["search a common name 'wanjiru'", { search: "wanjiru" }],
  ["search two words 'kamau chebet'", { search: "kamau chebet" }],
  ["search an e-mail 'customer77777@'", { search: "customer77777@" }],
  ["search a phone '0797 760 055'", { search: "0797 760 055" }],
  ["search an ID 'LOR-1700000012345'", { search: "LOR-1700000012345" }],
  ["search two letters 'wa'", { search: "wa" }],
];

async function time(call: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

async function measure(kind: "pglite" | "postgres"): Promise<string[]> {
  const temp = await createTempDatabase(kind, serverUrl);
  const database: DatabaseHandle = await temp.open();
  try {
    await database.migrate();
    const seeding = performance.now();
    await seedBenchOrders(database.db, orderCount);
    await database.db.execute(sql`VACUUM ANALYZE`);
    console.log(`${kind}: ${orderCount} orders in ${Math.round(performance.now() - seeding)} ms`);
    const lines: string[] = [];
    for (const [name, view] of views) {
      const query = { tab: "ongoing", sort: "newest", page: 1, ...view } as AdminOrderQuery;
      const found = await listAdminOrders(database.db, query);
      const latencies: number[] = [];
      for (let i = 0; i < runs; i++)
        latencies.push(await time(() => listAdminOrders(database.db, query)));
      const { p50, max } = summarise(latencies);
      lines.push(`| ${kind} | ${name} | ${found.total} | ${p50} | ${max} |`);
    }
    for (const tab of ["delivered", "ongoing"] as const) {
      let bytes = 0;
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const ms = await time(async () => {
        const reader = exportOrdersCsv(database.db, { tab, sort: "newest", page: 1 }).getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          bytes += chunk.value.byteLength;
          rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        }
      });
      const mb = (n: number) => (n / 1_048_576).toFixed(1);
      lines.push(
        `| ${kind} | export ${tab} (${mb(bytes)} MB CSV; RSS +${mb(rssPeak - rssBefore)} MB) | all | ${Math.round(ms)} (once) | |`,
      );
    }
    return lines;
  } finally {
    await database.close();
    await temp.drop();
  }
}

const lines = [...(await measure("postgres")), ...(await measure("pglite"))];
console.log(
  [
    `\n${orderCount} orders, ${runs} runs per view, ${new Date().toISOString()}, Node ${process.version}\n`,
    "| database | view | orders in view | p50 ms | max ms |",
    "| --- | --- | --- | --- | --- |",
    ...lines,
  ].join("\n"),
);
