import { useCallback, useSyncExternalStore } from "react";

const storageKey = "lorisAdminSidebarCollapsed";
const changeEvent = "loris:admin-sidebar";

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const readCollapsed = () => localStorage.getItem(storageKey) === "true";

/**
 * Whether the admin sidebar is collapsed to icons, remembered in this browser. The server
 * renders it expanded; the saved choice applies after hydration.
 */
export function useSidebarCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);
  const toggle = useCallback(() => {
    localStorage.setItem(storageKey, String(!readCollapsed()));
    window.dispatchEvent(new Event(changeEvent));
  }, []);
  return [collapsed, toggle];
}
