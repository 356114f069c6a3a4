import type { ExternalToast } from "sonner";

// sonner is loaded on the first notice, not with the page (decision 011): SiteToaster mounts its
// Toaster when asked, and a notice waits until that Toaster listens (it drops earlier toasts).
let isToasterWanted = false;
let showToaster: (() => void) | undefined;
let markMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (markMounted = resolve));

/** Shows a toast (SPEC §8 notices): success, warning (partly done) or error. */
export function notify(
  kind: "success" | "warning" | "error",
  message: string,
  options?: ExternalToast,
): void {
  isToasterWanted = true;
  showToaster?.();
  void toasterMounted
    .then(() => import("sonner"))
    .then(({ toast }) => toast[kind](message, options));
}

/** SiteToaster's side: `show` is called once a notice wants the Toaster; returns an unsubscribe. */
export function onToasterWanted(show: () => void): () => void {
  showToaster = show;
  if (isToasterWanted) show();
  return () => {
    showToaster = undefined;
  };
}

/** SiteToaster's side: its Toaster listens now. */
export function toasterIsMounted(): void {
  markMounted();
}
