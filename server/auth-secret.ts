import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/**
 * The secret that signs cookies (DESIGN §6 Secrets): BETTER_AUTH_SECRET when set, otherwise one
 * generated on the first start into DATA_DIR/auth-secret (mode 600) and read from there after.
 */
export function resolveAuthSecret(config: Pick<Config, "betterAuthSecret" | "dataDir">): string {
  if (config.betterAuthSecret) return config.betterAuthSecret;
  const file = path.join(config.dataDir, "auth-secret");
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
