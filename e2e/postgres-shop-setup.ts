// The M-PESA journeys on PostgreSQL, before their shop starts:
// `node --import tsx e2e/postgres-shop-setup.ts` makes the database of e2ePostgres afresh,
// migrates it and creates the demo admin, writing its e-mail and password where demoAdmin()
// reads them (the embedded database makes its demo admin itself; PostgreSQL does not).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { createOrPromoteAdmin, demoAdminEmail } from "#server/accounts/admin-bootstrap.ts";
import { createAuth } from "#server/accounts/auth.ts";
import { resolveAuthSecret } from "#server/auth-secret.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { createLogger } from "#server/log.ts";
import { e2ePostgres } from "./e2e-port";

const url = new URL(e2ePostgres.databaseUrl);
const name = url.pathname.slice(1);
url.pathname = "/postgres";
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}

fs.rmSync(e2ePostgres.dataDir, { recursive: true, force: true });
fs.mkdirSync(e2ePostgres.dataDir, { recursive: true });
const config = parseConfig({
  DATA_DIR: e2ePostgres.dataDir,
  DATABASE_URL: e2ePostgres.databaseUrl,
});
const database = await openDatabase(config);
try {
  await database.migrate();
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ db: database.db, config, secret, log: createLogger("warn") });
  const outcome = await createOrPromoteAdmin(database.db, auth, demoAdminEmail);
  if (!outcome.created) throw new Error("the journeys' PostgreSQL database was not fresh");
  const file = path.join(e2ePostgres.dataDir, "admin-password.txt");
  fs.writeFileSync(file, `${demoAdminEmail}\n${outcome.password}\n`, { mode: 0o600 });
} finally {
  await database.close();
}
