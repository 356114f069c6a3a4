import fs from "node:fs";
import path from "node:path";
import { e2eDataDir } from "./e2e-port";

/**
 * The first link matching `link` in the newest .eml to `email` in the journeys' outbox
 * (quoted-printable undone), or undefined before the mail worker has written it.
 */
export function linkInNewestMail(email: string, link: RegExp): string | undefined {
  const folder = path.join(e2eDataDir, "outbox");
  if (!fs.existsSync(folder)) return undefined;
  // Newest first by time written: the names are Message-IDs, which do not sort by time.
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => path.join(folder, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const raw = fs.readFileSync(file, "utf8");
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    if (!text.includes(`To: ${email}`)) continue;
    const found = link.exec(text)?.[0];
    if (found) return found;
  }
  return undefined;
}
