/**
 * Keeps a cancelled background read from surfacing as an uncaught error. When a form is sent
 * while a fetcher's answer is still arriving (the product modal's description, the account
 * menu's e-mail), React Router cancels that load; if the answer's first line had already been
 * decoded, the rest of its body is read by a promise nobody waits on, and the cancel rejects it
 * with an AbortError (docs/decisions/033-cancelled-reads.md). A cancel is never a failure the
 * shopper should hear of; every other rejection is left to the browser.
 */
export function ignoreCancelledReads(target: Window): void {
  target.addEventListener("unhandledrejection", (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === "AbortError") event.preventDefault();
  });
}
