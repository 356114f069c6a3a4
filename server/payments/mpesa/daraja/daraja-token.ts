import { z } from "zod";
import { callDaraja, refusal } from "./daraja-http";

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() });

/** A token is dropped this long before Daraja says it expires. */
const marginMs = 60_000;

/** Daraja's OAuth access token, kept until shortly before it expires (decision 020). */
export interface DarajaToken {
  /** A valid token: the kept one, or a new one (concurrent callers share one request). */
  get(): Promise<string>;
  /** Forgets the kept token (Daraja said it is invalid); the next `get` asks for a new one. */
  drop(): void;
}

/**
 * The client-credentials token of `consumerKey`/`consumerSecret` at `baseUrl`
 * (`GET /oauth/v1/generate?grant_type=client_credentials`, HTTP Basic).
 * @throws DarajaError from `get` when Daraja refuses the credentials or does not answer.
 */
export function darajaToken(
  {
    baseUrl,
    consumerKey,
    consumerSecret,
  }: { baseUrl: string; consumerKey: string; consumerSecret: string },
  { now, timeoutMs }: { now: () => Date; timeoutMs: number },
): DarajaToken {
  let kept: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString("base64");

  async function fetchToken(): Promise<string> {
    const answer = await callDaraja(
      `${baseUrl}/oauth/v1/generate?grant_type=client_credentials`,
      { headers: { Authorization: `Basic ${basic}` } },
      timeoutMs,
    );
    const parsed = tokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw refusal(answer, "Daraja's token request");
    const expiresAt = now().getTime() + parsed.data.expires_in * 1000 - marginMs;
    kept = { token: parsed.data.access_token, expiresAt };
    return kept.token;
  }

  return {
    get() {
      if (kept && kept.expiresAt > now().getTime()) return Promise.resolve(kept.token);
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    drop() {
      kept = undefined;
    },
  };
}
