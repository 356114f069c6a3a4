import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { e2eDataDir } from "./e2e-port";

/**
 * The demo admin's e-mail and password, as the journeys' server stored them on its first start
 * (DESIGN §6) — the server of the running project (`metadata.dataDir`, or the M-PESA journeys'
 * PostgreSQL one).
 */
export function demoAdmin(): { email: string; password: string } {
  const { dataDir = e2eDataDir } = test.info().project.metadata as { dataDir?: string };
  const [email, password] = fs
    .readFileSync(path.join(dataDir, "admin-password.txt"), "utf8")
    .trim()
    .split("\n");
  return { email: email!, password: password! };
}
