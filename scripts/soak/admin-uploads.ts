import sharp from "sharp";
import { createOrPromoteAdmin } from "#server/accounts/admin-bootstrap.ts";
import { createAuth } from "#server/accounts/auth.ts";
import { parseConfig } from "#server/config.ts";
import { createLogger } from "#server/log.ts";
import type { TempDatabase } from "../bench/bench-databases";

const adminEmail = "owner@loris.example";

/**
 * Makes an admin in `database` before a shop opens it (PGlite allows one process), signing
 * cookies with `env`'s BETTER_AUTH_SECRET as the shop will; returns the password.
 * @throws Error when the admin already existed.
 */
export async function makeAdmin(
  database: TempDatabase,
  env: Record<string, string>,
): Promise<string> {
  const handle = await database.open();
  try {
    await handle.migrate();
    const config = parseConfig(env);
    const secret = config.betterAuthSecret ?? "";
    const auth = createAuth({ db: handle.db, config, secret, log: createLogger("silent") });
    const outcome = await createOrPromoteAdmin(handle.db, auth, adminEmail);
    if (!outcome.created) throw new Error(`${adminEmail} already existed`);
    return outcome.password;
  } finally {
    await handle.close();
  }
}

/**
 * Signs the admin in at `shopUrl` (Better Auth's POST /api/auth/sign-in/email); the Cookie
 * header to send after.
 * @throws Error when the sign-in is refused.
 */
export async function signInAdmin(shopUrl: string, password: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/auth/sign-in/email`, {
    method: "POST",
    // As the login page sends it: Better Auth refuses a sign-in without an Origin.
    headers: { "content-type": "application/json", origin: shopUrl },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** An 8000×5000 PNG (40 megapixels) of a smooth gradient: about 2 MB, under the 5 MB limit. */
export function fortyMegapixelPng(): Promise<Buffer> {
  const row = Buffer.alloc(256 * 3);
  for (let x = 0; x < 256; x++) row.set([x, 141, 255 - x], x * 3);
  return sharp(row, { raw: { width: 256, height: 1, channels: 3 } })
    .resize(8000, 5000, { fit: "fill" })
    .png()
    .toBuffer();
}

/** POST /storage/upload of `png` at `shopUrl` with the admin's `cookie`; the status. */
export async function uploadPng(shopUrl: string, cookie: string, png: Buffer): Promise<number> {
  const form = new FormData();
  form.set("image", new File([new Uint8Array(png)], "campaign.png", { type: "image/png" }));
  form.set("category", "products");
  const response = await fetch(`${shopUrl}/storage/upload`, {
    method: "POST",
    headers: { cookie },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * Runs `uploads` at once while sampling the shop's resident memory every 20 ms.
 * @returns the statuses, and resident memory before and at its peak, in MB.
 */
export async function uploadAtOnce(
  shop: { url: string; residentMb(): number },
  cookie: string,
  png: Buffer,
  uploads: number,
): Promise<{ statuses: number[]; beforeMb: number; peakMb: number }> {
  const beforeMb = shop.residentMb();
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, shop.residentMb())), 20);
  try {
    const statuses = await Promise.all(
      Array.from({ length: uploads }, () => uploadPng(shop.url, cookie, png)),
    );
    return { statuses, beforeMb, peakMb: Math.max(peakMb, shop.residentMb()) };
  } finally {
    clearInterval(sampler);
  }
}
