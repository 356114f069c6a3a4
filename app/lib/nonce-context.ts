import { createContext, useContext } from "react";

/**
 * The CSP nonce of the document being rendered, provided by app/entry.server.tsx; "" in the
 * browser (a nonce is only read from the HTML) and where the host sends no CSP.
 */
export const NonceContext = createContext("");

/** The nonce the document's inline scripts must carry (decision 015). */
export function useNonce(): string {
  return useContext(NonceContext);
}
