// `npm run db:seed`: migrate the configured database and seed the demo catalogue if it never was
// (with DEMO_CATALOGUE=false: the categories and notes only).
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoCatalogueOnce } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/log.ts";

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const seeded = await seedDemoCatalogueOnce(database.db, createLogger(config.logLevel), {
    products: config.demoCatalogue,
  });
  console.log(
    !seeded
      ? "The catalogue was seeded before; nothing to do."
      : config.demoCatalogue
        ? "Seeded the demo catalogue."
        : "Seeded the categories and notes; no demo products (DEMO_CATALOGUE=false).",
  );
} finally {
  await database.close();
}
