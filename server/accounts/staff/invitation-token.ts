import { createHash, randomBytes } from "node:crypto";

/** A new invitation token for the link (256 random bits, URL-safe) and the hash kept of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: invitationTokenHash(token) };
}

/** The SHA-256 (hex) kept of an invitation token: the link's token is never stored. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
