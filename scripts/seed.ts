// `npm run db:seed`: migrate the configured database and seed the demo catalogue if it never was.
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoCatalogueOnce } from "#server/db/seed/seed-demo.ts";
import { createLogger } from "#server/log.ts";

const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const seeded = await seedDemoCatalogueOnce(database.db, createLogger(config.logLevel));
  console.log(
    seeded ? "Seeded the demo catalogue." : "The demo catalogue was seeded before; nothing to do.",
  );
} finally {
  await database.close();
}
