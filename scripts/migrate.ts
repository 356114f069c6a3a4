// `npm run db:migrate`: apply the committed migrations to the configured database.
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";

const database = await openDatabase(parseConfig(process.env));
try {
  await database.migrate();
  console.log("Migrations applied.");
} finally {
  await database.close();
}
