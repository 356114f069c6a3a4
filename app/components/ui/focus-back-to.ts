import type { RefObject } from "react";

/**
 * A Radix dialog's `onCloseAutoFocus` when a plain button opens it rather than Radix's trigger
 * (the dialog's code loads on first use, decision 053): focus goes back to `opener` on closing,
 * as it would to a trigger.
 */
export function focusBackTo(opener: RefObject<HTMLElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
}
