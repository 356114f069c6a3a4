import fs from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./e2e-port";

/** The journeys' outbox (.eml files the shop's mail worker wrote), newest first by time written. */
function outboxFiles(): string[] {
  const folder = path.join(e2eDataDir, "outbox");
  if (!fs.existsSync(folder)) return [];
  // The names are Message-IDs, which do not sort by time.
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => path.join(folder, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
}

/** The e-mails of the journeys' outbox that name `orderId`, oldest first (its confirmation first). */
export function emailsOf(orderId: string): string[] {
  return outboxFiles()
    .reverse()
    .map((file) => fs.readFileSync(file, "utf8"))
    .filter((text) => text.includes(orderId));
}

/**
 * The first link matching `link` in the newest e-mail to `email` (quoted-printable undone), or
 * undefined before the mail worker has written it.
 */
export function linkInNewestMail(email: string, link: RegExp): string | undefined {
  for (const file of outboxFiles()) {
    const raw = fs.readFileSync(file, "utf8");
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!text.includes(`To: ${email}`)) continue;
    const found = link.exec(text)?.[0];
    if (found) return found;
  }
  return undefined;
}
