import { useEffect, useRef } from "react";
import type { FormRefusal } from "#contracts/form-refusal.ts";

/**
 * Moves focus to a refused form's first refused field, in the page's order (decision 052): one
 * whose name the refusal names, or one marked `aria-invalid` (fields sharing a name, such as a
 * draft's quantities, are refused under their own key). A new refusal (each attempt is a new
 * object) moves it again. Put the returned ref on the form (or on the fieldset of a form within
 * a row).
 */
export function useRefusalFocus<
  Fields extends HTMLFormElement | HTMLFieldSetElement = HTMLFormElement,
>(refusal: FormRefusal | undefined) {
  const formRef = useRef<Fields>(null);
  useEffect(() => {
    if (!refusal) return;
    for (const element of formRef.current?.elements ?? []) {
      const name = element.getAttribute("name");
      const isRefused =
        (name !== null && name in refusal.fields) ||
        element.getAttribute("aria-invalid") === "true";
      if (isRefused && element instanceof HTMLElement) {
        element.focus();
        return;
      }
    }
  }, [refusal]);
  return formRef;
}
