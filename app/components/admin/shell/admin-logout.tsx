import { LogOut } from "lucide-react";
import type { FormEvent } from "react";
import { notify } from "#app/lib/notify.ts";

/** SPEC §8's alert when logging out fails. */
const logoutFailed = "Failed to log out. Please try again.";

/**
 * Logout: ends the session on the server, then home (SPEC §2). A plain form without
 * JavaScript; with it, a failure shows SPEC §8's alert instead of an error page.
 */
export function AdminLogout({ collapsed = false }: { collapsed?: boolean }) {
  const logOut = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await fetch("/logout", { method: "POST", redirect: "manual" });
      if (response.type !== "opaqueredirect" && !response.ok) throw new Error(`${response.status}`);
      window.location.assign("/");
    } catch {
      notify("error", logoutFailed);
    }
  };
  return (
    <form method="post" action="/logout" onSubmit={(event) => void logOut(event)}>
      <button
        type="submit"
        title={collapsed ? "Logout" : undefined}
        className={`flex w-full items-center gap-3 rounded-sm px-3 py-2.5 text-sm text-ivory/70 transition hover:bg-ivory/5 hover:text-ivory ${
          collapsed ? "justify-center" : ""
        }`}
      >
        <LogOut aria-hidden className="size-[18px] shrink-0" strokeWidth={1.5} />
        <span className={collapsed ? "sr-only" : ""}>Logout</span>
      </button>
    </form>
  );
}
