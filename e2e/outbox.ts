import fs from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./e2e-port";

/** The e-mails of the journeys' outbox (.eml files the shop wrote) that name `orderId`. */
export function emailsOf(orderId: string): string[] {
  const folder = path.join(e2eDataDir, "outbox");
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), "utf8"))
    .filter((text) => text.includes(orderId));
}
