import fs from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./e2e-port";

/**
 * The demo admin's e-mail and password, as the journeys' server stored them on its first start
 * (DESIGN §6).
 */
export function demoAdmin(): { email: string; password: string } {
  const [email, password] = fs
    .readFileSync(path.join(e2eDataDir, "admin-password.txt"), "utf8")
    .trim()
    .split("\n");
  return { email: email!, password: password! };
}
