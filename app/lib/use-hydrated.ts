import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False in the server's HTML and until React has hydrated the page, true after: forms render
 * what a page without scripts needs (a `returnTo`) only while it is not live (decision 019).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
