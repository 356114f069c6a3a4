import { useState } from "react";
import { useIsHydrated } from "../use-hydrated";

/** 32 hex digits from the platform's random source (any page, secure or not). */
function randomKey(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * An idempotency key for one showing of a form (decision 049): made when the form mounts and
 * kept while it stays mounted, so a retry after a lost answer, or a second tap, sends the same
 * key and the server records once. Undefined until the page is live (the server's HTML and the
 * browser's first render then agree).
 */
export function useIdempotencyKey(prefix: string): string | undefined {
  const [key] = useState(() => randomKey(prefix));
  return useIsHydrated() ? key : undefined;
}
