// `npm run db:migrate`: apply the committed migrations to the configured database.
import { parseConfig } from "../server/config";
import { openDatabase } from "../server/db/client";

const database = await openDatabase(parseConfig(process.env));
try {
  await database.migrate();
  console.log("Migrations applied.");
} finally {
  await database.close();
}
