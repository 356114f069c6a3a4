// `npm run create-admin -- --email someone@example.com`: makes or promotes an admin (DESIGN §6).
import { parseArgs } from "node:util";
import { createLogger } from "#server/log.ts";
import { createAuth } from "#server/accounts/auth.ts";
import { createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import { resolveAuthSecret } from "#server/auth-secret.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email || !/^[^\s@]+@[^\s@]+$/.test(values.email)) {
  console.error("Usage: npm run create-admin -- --email someone@example.com");
  process.exit(1);
}
const config = parseConfig(process.env);
const database = await openDatabase(config);
try {
  await database.migrate();
  const secret = resolveAuthSecret(config);
  const auth = createAuth({ db: database.db, config, secret, log: createLogger("warn") });
  const outcome = await createOrPromoteAdmin(database.db, auth, values.email);
  if (outcome.created) {
    console.log(`Created admin ${values.email} with password: ${outcome.password}`);
    console.log("It is shown only now: store it safely, or reset it from /reset.");
  } else {
    console.log(`${values.email} is now an admin.`);
  }
} finally {
  await database.close();
}
