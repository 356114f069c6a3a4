import { z } from "zod";
import { DarajaError } from "./daraja-error";

/** Daraja's error body: `{"requestId","errorCode","errorMessage"}`. */
const errorBodySchema = z.object({ errorCode: z.string(), errorMessage: z.string() });

/** An answer of Daraja's: its HTTP status and body as JSON (undefined when not JSON). */
export interface DarajaAnswer {
  status: number;
  body: unknown;
  /** Daraja's error code and message, when the body is its error shape. */
  error?: { errorCode: string; errorMessage: string };
}

/**
 * Sends one request to Daraja and reads its answer, whatever the status.
 * @throws DarajaError status 0 when no answer came within `timeoutMs`.
 */
export async function callDaraja(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<DarajaAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    text = await response.text();
  } catch (error) {
    throw new DarajaError(`Daraja did not answer: ${(error as Error).message}`, 0);
  }
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    body = undefined;
  }
  const error = errorBodySchema.safeParse(body);
  return { status: response.status, body, ...(error.success ? { error: error.data } : {}) };
}

/** A DarajaError for an answer that is not what was asked for. */
export function refusal(answer: DarajaAnswer, what: string): DarajaError {
  const message = answer.error?.errorMessage ?? `${what} answered HTTP ${answer.status}`;
  return new DarajaError(message, answer.status, answer.error?.errorCode);
}
